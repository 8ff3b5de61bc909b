import CGtk
@testable import PetAdoptionApp

/// A section with labels for panes that counts its searches.
@MainActor
final class TestSection: SectionBuilder {
    let name: String
    let title: String
    let iconName = "system-search-symbolic"
    private(set) var searchCount = 0
    /// The filter the window restores and keeps.
    var filterText = ""

    init(name: String, title: String) {
        self.name = name
        self.title = title
    }

    func restoreFilter(_ text: String) {
        filterText = text
    }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        SectionPanes(
            list: gtk_label_new("\(title) list"),
            detail: gtk_label_new("\(title) detail"),
            search: { [weak self] in self?.searchCount += 1 })
    }
}
