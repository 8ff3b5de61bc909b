import CGtk
import PetCore

/// The detail pane every section shares: a status page while nothing is selected
/// (“No Pet Selected”), or the selected record's page.
///
/// To assistive technologies the pane is a group named after what it shows (the record's
/// title, or the status page's), so a screen reader tabbing into a pet's page says whose
/// page it is (a scrolled area's name, which screen readers do not announce, would not).
///
/// Follows the list's `selected` page: on every change it cancels the bindings to the
/// previous view model and attaches the page to the new one, so nothing on the page ever
/// shows, or acts on, a record that is no longer selected. The page is built when a
/// record is first selected. The pane's top widget owns this controller.
@MainActor
final class DetailPane<Page: DetailView> {
    /// The pane's top widget: a content stack of ``emptyPage`` and the page.
    var widget: UnsafeMutablePointer<GtkWidget> { stack.widget }
    /// Shown while nothing is selected.
    let emptyPage = Widgets.statusPage()

    /// The selected record's page, built when a record is first selected (or asked for).
    var page: Page {
        if let builtPage { return builtPage }
        let page = Page(toasts: toasts)
        ContentStack.add(page.widget, to: stack)
        builtPage = page
        return page
    }

    /// Called with the shown record's title (``DetailView/title(of:)``) whenever it
    /// changes, and with `nil` while nothing is selected.
    var onTitleChange: (@MainActor (String?) -> Void)?

    private let stack = ContentStack.make()
    private let toasts: ToastPresenter
    private let emptyTitle: String
    private var builtPage: Page?
    private var bindings: [Binding] = []

    /// The detail pane of `list`'s selection; while nothing is selected it shows `icon`,
    /// `title` and `description`; the page's toasts go to `toasts`.
    init<Section: ListSection>(
        list: RecordList<Section>, toasts: ToastPresenter, icon: String, title: String, description: String
    ) where Section.Detail == Page.Model {
        self.toasts = toasts
        self.emptyTitle = title
        adw_status_page_set_icon_name(emptyPage.c, icon)
        adw_status_page_set_title(emptyPage.c, title)
        Widgets.setDescription(of: emptyPage, description)
        pet_accessible_make_nameable(widget)
        ContentStack.add(emptyPage.widget, to: stack)
        ObjectOwnership.attach(self, to: widget)
        bind(widget, to: list, \.selected) { [weak self] _, detail in self?.show(detail) }
    }

    /// Puts the keyboard focus on the page's first control (a screen reader then says whose
    /// page it is, see the type's notes); returns whether it did.
    @discardableResult
    func focusPage() -> Bool {
        gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0
    }

    /// Whether a record's page (rather than the status page) is shown.
    var isShowingDetail: Bool {
        ContentStack.shown(in: stack) != emptyPage.widget
    }

    private func show(_ detail: Page.Model?) {
        bindings.forEach { $0.cancel() }
        bindings = []
        builtPage?.detach()
        guard let detail else {
            ContentStack.show(emptyPage.widget, in: stack)
            pet_accessible_set_label(widget.accessible, emptyTitle)
            onTitleChange?(nil)
            return
        }
        bindings = page.attach(to: detail)
        bindings.append(bind(widget, to: detail, reading: { Page.title(of: $0) }) { [weak self] pane, title in
            pet_accessible_set_label(pane.accessible, title)
            self?.onTitleChange?(title)
        })
        ContentStack.show(page.widget, in: stack)
    }
}
