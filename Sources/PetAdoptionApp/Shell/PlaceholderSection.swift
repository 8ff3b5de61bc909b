import CGtk

/// A section whose panes are status pages saying what will appear there: the shell's
/// contents until the Pets and Recipes pages are built on the ``SectionBuilder`` seam.
struct PlaceholderSection: SectionBuilder {
    /// The page's name in the view stack.
    let name: String
    /// The page's title in the view switcher.
    let title: String
    /// The page's symbolic icon.
    let iconName: String
    /// The list pane's description.
    let listDescription: String
    /// The detail pane's title.
    let detailTitle: String

    /// The Pets section.
    static var pets: PlaceholderSection {
        PlaceholderSection(
            name: "pets", title: tr("Pets"), iconName: BundledIcons.paw,
            listDescription: tr("Pets looking for a home will be listed here."),
            detailTitle: tr("No Pet Selected"))
    }

    /// The Recipes section.
    static var recipes: PlaceholderSection {
        PlaceholderSection(
            name: "recipes", title: tr("Recipes"), iconName: "emoji-food-symbolic",
            listDescription: tr("Treat recipes for your pet will be listed here."),
            detailTitle: tr("No Recipe Selected"))
    }

    /// Two status pages; no search.
    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        SectionPanes(
            list: Self.statusPage(icon: iconName, title: title, description: listDescription),
            detail: Self.statusPage(icon: iconName, title: detailTitle, description: nil),
            search: nil)
    }

    private static func statusPage(icon: String, title: String, description: String?) -> UnsafeMutablePointer<GtkWidget> {
        let page = Widgets.statusPage()
        adw_status_page_set_icon_name(page.c, icon)
        adw_status_page_set_title(page.c, title)
        if let description { Widgets.setDescription(of: page, description) }
        return page.widget
    }
}
