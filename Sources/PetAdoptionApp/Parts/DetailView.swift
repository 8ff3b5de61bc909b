import CGtk
import Observation

/// The widgets of a section's detail page, built once and attached to the selected
/// record's view model (and re-attached when the selection changes, like a recycled row).
@MainActor
protocol DetailView: AnyObject {
    /// The detail view model this page shows.
    associatedtype Model: Observable & AnyObject

    /// What the page is called while it shows `model` (the record's name): the title of
    /// its pane's header when the header has no view switcher.
    static func title(of model: Model) -> String

    /// Builds the page's widgets, showing nothing yet; its toasts go to `toasts`.
    init(toasts: ToastPresenter)

    /// The top widget of the page.
    var widget: UnsafeMutablePointer<GtkWidget> { get }

    /// Shows `model`: binds each widget to one of its properties and remembers it
    /// (weakly) for the page's intents. The pane cancels the returned bindings before it
    /// attaches the next one.
    func attach(to model: Model) -> [Binding]

    /// Forgets the model given to ``attach(to:)``, so intents no longer reach it.
    func detach()

    /// Adds `button` to the page's row of actions (Edit, Delete).
    func addAction(_ button: UnsafeMutablePointer<GtkWidget>)
}
