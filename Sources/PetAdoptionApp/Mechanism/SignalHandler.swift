import CGtk

/// One Swift closure connected to one GObject signal.
///
/// The handler is retained by GLib (`g_signal_connect_data`) and released by its
/// `GClosureNotify` when the connection ends: on ``disconnect()``, or when the instance is
/// disposed (a destroyed widget drops all its handlers). So a handler never outlives its
/// widget and never fires into freed memory. Closures should capture view models weakly:
/// `connect(button, \.clicked) { [weak viewModel] in viewModel?.adopt() }`.
///
/// Signals are declared in ``Signals``; each ``Callback`` case is one C signature, and its
/// trampoline below is the one place that signature is written as a C function type.
@MainActor
final class SignalHandler {
    /// A handler of one C signature (see ``Signal``'s initializers, one per case).
    enum Callback {
        /// `void (*)(instance, data)`.
        case plain(@MainActor () -> Void)
        /// `void (*)(instance, gpointer, data)`.
        case argument(@MainActor (gpointer?) -> Void)
        /// `void (*)(instance, guint, data)`.
        case index(@MainActor (UInt32) -> Void)
        /// `void (*)(instance, gint, data)`.
        case number(@MainActor (Int32) -> Void)
        /// `gboolean (*)(instance, data)`.
        case returningBool(@MainActor () -> Bool)
        /// `gint (*)(instance, gpointer, data)`.
        case returningInt(@MainActor (gpointer?) -> Int32)
        /// `void (*)(instance, guint, guint, guint, data)`.
        case itemsChanged(@MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void)
        /// `gboolean (*)(instance, guint keyval, guint keycode, GdkModifierType, data)`.
        case key(@MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool)
        /// `void (*)(instance, guint keyval, guint keycode, GdkModifierType, data)`.
        case keyReleased(@MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Void)
        /// `void (*)(instance, gdouble, gdouble, data)`.
        case swipe(@MainActor (_ velocityX: Double, _ velocityY: Double) -> Void)
        /// `gboolean (*)(instance, const GValue *, gdouble, gdouble, data)`.
        case drop(@MainActor (_ value: UnsafePointer<GValue>?, _ x: Double, _ y: Double) -> Bool)
    }

    private let callback: Callback
    private var instance: gpointer?
    private var handlerID: gulong = 0

    private init(callback: Callback) {
        LiveObjectCount.created(.signalHandler)
        self.callback = callback
    }

    deinit {
        LiveObjectCount.released(.signalHandler)
    }

    /// Whether GLib still holds this handler.
    var isConnected: Bool { instance != nil }

    /// Ends the connection now; GLib then releases the handler.
    func disconnect() {
        guard let instance else { return }
        g_signal_handler_disconnect(instance, handlerID)
    }

    /// Connects `callback` to `detailedSignal` ("clicked", "notify::visible-child") of
    /// `object`, which must be a `signal.owner`.
    static func connect(
        _ object: some GObjectReference, _ signal: some SignalDeclaration, detail: String? = nil, _ callback: Callback
    ) -> SignalHandler {
        let instance = object.objectPointer
        assert(
            g_type_is_a(pet_g_object_type(instance), g_type_from_name(signal.owner)) != 0,
            "\"\(signal.name)\" is a signal of \(signal.owner), not of \(String(cString: pet_g_object_type_name(instance)))")
        let handler = SignalHandler(callback: callback)
        let data = Unmanaged.passRetained(handler).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            let handler = Unmanaged<SignalHandler>.fromOpaque(data)
            MainActor.assumeIsolated { handler.takeUnretainedValue().instance = nil }
            handler.release()
        }
        let name = detail.map { "\(signal.name)::\($0)" } ?? signal.name
        handler.handlerID = pet_signal_connect_callback(instance, name, trampoline(for: callback), data, release)
        if handler.handlerID != 0 { handler.instance = instance }
        return handler
    }

    /// The C function GLib calls for a handler of `callback`'s signature: it finds the
    /// handler from the user data and calls its closure on the main actor.
    private static func trampoline(for callback: Callback) -> GCallback {
        switch callback {
        case .plain:
            let function: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                SignalHandler.dispatch(data) { if case .plain(let body) = $0 { body() } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .argument:
            let function: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
                SignalHandler.dispatch(data) { if case .argument(let body) = $0 { body(argument) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .index:
            let function: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, index, data in
                SignalHandler.dispatch(data) { if case .index(let body) = $0 { body(index) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .number:
            let function: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, number, data in
                SignalHandler.dispatch(data) { if case .number(let body) = $0 { body(number) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .returningBool:
            let function: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
                var stop = false
                SignalHandler.dispatch(data) { if case .returningBool(let body) = $0 { stop = body() } }
                return stop ? 1 : 0
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .returningInt:
            let function: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint = { _, argument, data in
                var result: gint = -1
                SignalHandler.dispatch(data) { if case .returningInt(let body) = $0 { result = body(argument) } }
                return result
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .itemsChanged:
            let function: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = { _, position, removed, added, data in
                SignalHandler.dispatch(data) { if case .itemsChanged(let body) = $0 { body(position, removed, added) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .key:
            let function: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
                var handled = false
                SignalHandler.dispatch(data) { if case .key(let body) = $0 { handled = body(keyval, state) } }
                return handled ? 1 : 0
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .keyReleased:
            let function: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> Void = { _, keyval, _, state, data in
                SignalHandler.dispatch(data) { if case .keyReleased(let body) = $0 { body(keyval, state) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .swipe:
            let function: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, velocityX, velocityY, data in
                SignalHandler.dispatch(data) { if case .swipe(let body) = $0 { body(velocityX, velocityY) } }
            }
            return unsafeBitCast(function, to: GCallback.self)
        case .drop:
            let function: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = { _, value, x, y, data in
                var taken = false
                SignalHandler.dispatch(data) { if case .drop(let body) = $0 { taken = body(value, x, y) } }
                return taken ? 1 : 0
            }
            return unsafeBitCast(function, to: GCallback.self)
        }
    }

    /// Runs `body` with the callback of the handler `data` points to, on the main actor.
    nonisolated private static func dispatch(_ data: gpointer?, _ body: @MainActor (Callback) -> Void) {
        guard let data else { return }
        let handler = Unmanaged<SignalHandler>.fromOpaque(data)
        MainActor.assumeIsolated { body(handler.takeUnretainedValue().callback) }
    }
}

/// Connects `handler` to the signal `signal` of `object`, an instance of the type that
/// declares it: `connect(button, \.clicked) { … }`, `connect(window, \.closeRequest) { false }`.
/// The handler's shape is the signal's (see ``Signals``).
@MainActor @discardableResult
func connect<Handler>(_ object: some GObjectReference, _ signal: KeyPath<Signals, Signal<Handler>>, _ handler: Handler) -> SignalHandler {
    let declaration = Signals.all[keyPath: signal]
    return SignalHandler.connect(object, declaration, declaration.callback(handler))
}

/// Calls `handler` when the GObject property `property` of `object` changes:
/// `onNotify(window, \.isActive) { … }`.
@MainActor @discardableResult
func onNotify(
    _ object: some GObjectReference, _ property: KeyPath<Properties, ObjectProperty>, _ handler: @escaping @MainActor () -> Void
) -> SignalHandler {
    let declaration = Properties.all[keyPath: property]
    assert(
        g_type_is_a(pet_g_object_type(object.objectPointer), g_type_from_name(declaration.owner)) != 0,
        "\"\(declaration.name)\" is a property of \(declaration.owner)")
    return SignalHandler.connect(object, Signals.all.notify, detail: declaration.name, .argument { _ in handler() })
}

/// Calls `handler` with each key pressed while `widget` or a child has the focus, in
/// `phase` (capture: before the focused widget sees the key); it returns `true` when it
/// handled the key. The widget owns the key controller.
@MainActor @discardableResult
func onKeyPress(
    _ widget: UnsafeMutablePointer<GtkWidget>, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
    _ handler: @escaping @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool
) -> SignalHandler {
    connect(pet_key_controller_add(widget, phase)!, \.keyPressed, handler)
}

/// Calls `handler` with the velocity of each swipe over `widget` (a finger's flick, or a
/// mouse drag). The widget owns the gesture.
@MainActor @discardableResult
func onSwipe(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (_ velocityX: Double, _ velocityY: Double) -> Void
) -> SignalHandler {
    connect(pet_swipe_gesture_add(widget)!, \.swipe, handler)
}
