import CGtk

/// Every GObject signal the app connects to, each declared once with its handler's C
/// signature (see ``Signal``). A call site names one by key path:
/// `connect(button, \.clicked) { … }`. Properties are in ``Properties``.
///
/// Where two types declare a signal of one name, each has a declaration of its own
/// (`entryActivate`, `searchEntryActivate`): the signatures may differ, and the instance
/// must be of the declaring type.
struct Signals: Sendable {
    /// The declarations.
    static let all = Signals()

    // MARK: GObject and GIO

    /// A property changed; passes its `GParamSpec` (see ``onNotify(_:_:_:)``).
    let notify = Signal<@MainActor (gpointer?) -> Void>("notify", of: "GObject")
    let applicationStartup = Signal<@MainActor () -> Void>("startup", of: "GApplication")
    let applicationActivate = Signal<@MainActor () -> Void>("activate", of: "GApplication")
    let handleLocalOptions = Signal<@MainActor (gpointer?) -> Int32>("handle-local-options", of: "GApplication")
    /// Passes the action's parameter, a `GVariant` or `nil`.
    let actionActivate = Signal<@MainActor (gpointer?) -> Void>("activate", of: "GSimpleAction")
    let itemsChanged = Signal<@MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void>(
        "items-changed", of: "GListModel")

    // MARK: GDK and GTK

    let layout = Signal<@MainActor () -> Void>("layout", of: "GdkFrameClock")
    let afterPaint = Signal<@MainActor () -> Void>("after-paint", of: "GdkFrameClock")
    let destroy = Signal<@MainActor () -> Void>("destroy", of: "GtkWidget")
    let realize = Signal<@MainActor () -> Void>("realize", of: "GtkWidget")
    let unrealize = Signal<@MainActor () -> Void>("unrealize", of: "GtkWidget")
    let map = Signal<@MainActor () -> Void>("map", of: "GtkWidget")
    let unmap = Signal<@MainActor () -> Void>("unmap", of: "GtkWidget")
    let closeRequest = Signal<@MainActor () -> Bool>("close-request", of: "GtkWindow")
    let clicked = Signal<@MainActor () -> Void>("clicked", of: "GtkButton")
    let toggled = Signal<@MainActor () -> Void>("toggled", of: "GtkCheckButton")
    /// An editable's text changed (an entry, a password entry, a search entry).
    let changed = Signal<@MainActor () -> Void>("changed", of: "GtkEditable")
    let textBufferChanged = Signal<@MainActor () -> Void>("changed", of: "GtkTextBuffer")
    let valueChanged = Signal<@MainActor () -> Void>("value-changed", of: "GtkSpinButton")
    let entryActivate = Signal<@MainActor () -> Void>("activate", of: "GtkEntry")
    let passwordEntryActivate = Signal<@MainActor () -> Void>("activate", of: "GtkPasswordEntry")
    let searchEntryActivate = Signal<@MainActor () -> Void>("activate", of: "GtkSearchEntry")
    let searchChanged = Signal<@MainActor () -> Void>("search-changed", of: "GtkSearchEntry")
    /// Passes the position of the row activated.
    let gridViewActivate = Signal<@MainActor (UInt32) -> Void>("activate", of: "GtkGridView")
    /// Each passes the list item (a `GtkListItem`).
    let listItemSetup = Signal<@MainActor (gpointer?) -> Void>("setup", of: "GtkSignalListItemFactory")
    let listItemBind = Signal<@MainActor (gpointer?) -> Void>("bind", of: "GtkSignalListItemFactory")
    let listItemUnbind = Signal<@MainActor (gpointer?) -> Void>("unbind", of: "GtkSignalListItemFactory")
    let listItemTeardown = Signal<@MainActor (gpointer?) -> Void>("teardown", of: "GtkSignalListItemFactory")
    let keyPressed = Signal<@MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool>(
        "key-pressed", of: "GtkEventControllerKey")
    let keyReleased = Signal<@MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Void>(
        "key-released", of: "GtkEventControllerKey")
    let swipe = Signal<@MainActor (_ velocityX: Double, _ velocityY: Double) -> Void>("swipe", of: "GtkGestureSwipe")
    let drop = Signal<@MainActor (_ value: UnsafePointer<GValue>?, _ x: Double, _ y: Double) -> Bool>(
        "drop", of: "GtkDropTarget")
    #if !GTK_4_10
    /// A file chooser's answer (GtkFileDialog from GTK 4.10 answers through a callback).
    let nativeDialogResponse = Signal<@MainActor (Int32) -> Void>("response", of: "GtkNativeDialog")
    #endif

    // MARK: libadwaita

    let actionRowActivated = Signal<@MainActor () -> Void>("activated", of: "AdwActionRow")
    let toastButtonClicked = Signal<@MainActor () -> Void>("button-clicked", of: "AdwToast")
    let toastDismissed = Signal<@MainActor () -> Void>("dismissed", of: "AdwToast")
    #if ADW_1_3
    let bannerButtonClicked = Signal<@MainActor () -> Void>("button-clicked", of: "AdwBanner")
    let entryRowActivated = Signal<@MainActor () -> Void>("entry-activated", of: "AdwEntryRow")
    #endif
    /// A question's answer (`pet_message_dialog_new`): passes the response's id, a string.
    #if ADW_1_5
    let alertResponse = Signal<@MainActor (gpointer?) -> Void>("response", of: "AdwAlertDialog")
    #else
    let alertResponse = Signal<@MainActor (gpointer?) -> Void>("response", of: "AdwMessageDialog")
    #endif
}
