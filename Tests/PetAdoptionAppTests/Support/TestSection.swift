import CGtk
@testable import PetAdoptionApp

/// A section with labels for panes that counts its searches.
@MainActor
final class TestSection: SectionBuilder {
    let name: String
    let title: String
    let iconName = "system-search-symbolic"
    private(set) var searchCount = 0

    init(name: String, title: String) {
        self.name = name
        self.title = title
    }

    func makePanes(navigator: SectionNavigator, toasts: ToastPresenter) -> SectionPanes {
        SectionPanes(
            list: gtk_label_new("\(title) list"),
            detail: gtk_label_new("\(title) detail"),
            search: { [weak self] in self?.searchCount += 1 })
    }
}
