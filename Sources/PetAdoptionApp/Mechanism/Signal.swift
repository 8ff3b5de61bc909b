import CGtk

/// A GObject signal the app connects to, declared once in ``Signals``: the name GLib knows
/// it by, the class or interface that declares it, and the C signature of its handler.
///
/// `Handler` is the Swift closure a call site gives, and it follows from the signature, so a
/// handler of the wrong shape does not compile:
///
/// ```swift
/// connect(adoptButton, \.clicked) { [weak pet] in perform { await pet?.adopt() } }
/// connect(window, \.closeRequest) { false }
/// ```
///
/// `SignalDeclarationTests` checks every declaration against the introspection data of
/// GTK, libadwaita and GIO (the GIR files of their `-dev` packages): a signature written
/// wrong fails a test instead of corrupting memory. Connecting checks that the instance
/// is of the declaring type (in debug builds).
struct Signal<Handler>: SignalDeclaration, Sendable {
    let name: String
    let owner: String
    let signature: CSignature
    /// Wraps a handler of this signal for ``SignalHandler``, whose trampoline for the
    /// signature calls it.
    let callback: @Sendable (Handler) -> SignalHandler.Callback
}

/// What ``SignalDeclarationTests`` reads of every ``Signal``, whatever its handler.
protocol SignalDeclaration {
    /// The signal's name: "clicked", "key-pressed".
    var name: String { get }
    /// The C type name of the class or interface that declares it, as GIR's `c:type`:
    /// "GtkButton", "GListModel".
    var owner: String { get }
    /// The C types of the arguments GLib passes a handler between the instance and the
    /// user data, and of what the handler returns.
    var signature: CSignature { get }
}

/// The C types of a signal handler's arguments (after the instance) and result, as far as
/// the calling convention tells them apart.
struct CSignature: Equatable, Sendable, CustomStringConvertible {
    /// A C type of a handler's argument or result.
    enum CType: String, Equatable, Sendable {
        /// `void` (a result only).
        case void
        /// Any pointer: an object, a string, a boxed value, a `GParamSpec`.
        case pointer
        /// `gboolean`.
        case boolean
        /// `gint` or an enumeration.
        case int
        /// `guint`.
        case uint
        /// A bitfield (flags such as `GdkModifierType`).
        case flags
        /// `gdouble`.
        case double
    }

    let arguments: [CType]
    let result: CType

    var description: String {
        "(\(arguments.map(\.rawValue).joined(separator: ", "))) -> \(result.rawValue)"
    }
}

extension Signal where Handler == @MainActor () -> Void {
    /// A signal that passes nothing but its instance ("clicked", "destroy").
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [], result: .void), callback: { .plain($0) })
    }
}

extension Signal where Handler == @MainActor () -> Bool {
    /// A signal whose handler returns `true` to stop other handlers ("close-request").
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [], result: .boolean), callback: { .returningBool($0) })
    }
}

extension Signal where Handler == @MainActor (gpointer?) -> Void {
    /// A signal that passes one pointer ("bind": the list item; GAction's "activate": the
    /// parameter, a `GVariant`; an alert's "response": the response's id, a string).
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [.pointer], result: .void), callback: { .argument($0) })
    }
}

extension Signal where Handler == @MainActor (UInt32) -> Void {
    /// A signal that passes one unsigned number (GtkGridView's "activate": a position).
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [.uint], result: .void), callback: { .index($0) })
    }
}

extension Signal where Handler == @MainActor (Int32) -> Void {
    /// A signal that passes one signed number (GtkNativeDialog's "response": the response).
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [.int], result: .void), callback: { .number($0) })
    }
}

extension Signal where Handler == @MainActor (gpointer?) -> Int32 {
    /// A signal that passes one pointer and whose handler returns a number
    /// (GApplication's "handle-local-options": the options; an exit status, or -1 to go on).
    init(_ name: String, of owner: String) {
        self.init(name: name, owner: owner, signature: CSignature(arguments: [.pointer], result: .int), callback: { .returningInt($0) })
    }
}

extension Signal where Handler == @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void {
    /// GListModel's "items-changed": at a position, how many items left and came.
    init(_ name: String, of owner: String) {
        self.init(
            name: name, owner: owner, signature: CSignature(arguments: [.uint, .uint, .uint], result: .void),
            callback: { .itemsChanged($0) })
    }
}

extension Signal where Handler == @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    /// A key controller's "key-pressed": the key and the modifiers; `true` handles the key.
    init(_ name: String, of owner: String) {
        self.init(
            name: name, owner: owner, signature: CSignature(arguments: [.uint, .uint, .flags], result: .boolean),
            callback: { .key($0) })
    }
}

extension Signal where Handler == @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Void {
    /// A key controller's "key-released": the key and the modifiers.
    init(_ name: String, of owner: String) {
        self.init(
            name: name, owner: owner, signature: CSignature(arguments: [.uint, .uint, .flags], result: .void),
            callback: { .keyReleased($0) })
    }
}

extension Signal where Handler == @MainActor (_ velocityX: Double, _ velocityY: Double) -> Void {
    /// GtkGestureSwipe's "swipe": the velocity along each axis, in pixels per second.
    init(_ name: String, of owner: String) {
        self.init(
            name: name, owner: owner, signature: CSignature(arguments: [.double, .double], result: .void),
            callback: { .swipe($0) })
    }
}

extension Signal where Handler == @MainActor (_ value: UnsafePointer<GValue>?, _ x: Double, _ y: Double) -> Bool {
    /// GtkDropTarget's "drop": the dropped value and where; `true` takes the drop.
    init(_ name: String, of owner: String) {
        self.init(
            name: name, owner: owner, signature: CSignature(arguments: [.pointer, .double, .double], result: .boolean),
            callback: { .drop($0) })
    }
}
