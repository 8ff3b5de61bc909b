/// Lets a section's panes move its layout between the list and the detail pane.
///
/// The panes hold it; it holds its section weakly.
@MainActor
final class SectionNavigator {
    /// The section it moves; set by the section once it is built.
    weak var section: SectionView?

    /// Shows the detail pane (slides to it when folded).
    func showDetail() {
        section?.showDetail()
    }

    /// Shows the list pane again when folded (as the back button does).
    func showList() {
        section?.goBack()
    }

    /// Titles the detail pane after the record it shows (`nil`: none, after the section).
    func showDetailTitle(_ title: String?) {
        guard let section else { return }
        section.layout.setDetailTitle(title ?? section.title)
    }
}
