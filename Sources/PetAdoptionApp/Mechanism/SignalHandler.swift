import CGtk

/// One Swift closure connected to one GObject signal.
///
/// The handler is retained by GLib (`g_signal_connect_data`) and released by its
/// `GClosureNotify` when the connection ends: on ``disconnect()``, or when the instance is
/// disposed (a destroyed widget drops all its handlers). So a handler never outlives its
/// widget and never fires into freed memory. Closures should capture view models weakly:
/// `connect(button, "clicked") { [weak viewModel] in viewModel?.adopt() }`.
@MainActor
final class SignalHandler {
    /// The shapes of signal this handler can receive.
    enum Callback {
        /// A signal that passes only its instance, such as "clicked" or "destroy".
        case plain(@MainActor () -> Void)
        /// A signal that passes one pointer argument, such as "notify" or "bind".
        case argument(@MainActor (gpointer?) -> Void)
        /// A signal that passes one unsigned argument, such as GtkGridView’s "activate".
        case index(@MainActor (UInt32) -> Void)
        /// A signal whose handler returns `true` to stop other handlers ("close-request").
        case returningBool(@MainActor () -> Bool)
        /// A signal that passes one pointer argument and whose handler returns a number:
        /// GApplication's "handle-local-options" (the options; an exit status, or -1 to go on).
        case returningInt(@MainActor (gpointer?) -> Int32)
        /// GListModel's "items-changed": at a position, how many items left and came.
        case itemsChanged(@MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void)
        /// GtkEventControllerKey's "key-pressed" or "key-released": the key and modifiers;
        /// `true` handles a pressed key.
        case key(@MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool)
        /// GtkGestureSwipe's "swipe": the velocity along each axis, in pixels per second.
        case swipe(@MainActor (_ velocityX: Double, _ velocityY: Double) -> Void)
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

    /// Connects `callback` to `signal` of `object`.
    @discardableResult
    static func connect(_ object: some GObjectReference, _ signal: String, _ callback: Callback) -> SignalHandler {
        let handler = SignalHandler(callback: callback)
        let instance = object.objectPointer
        let data = Unmanaged.passRetained(handler).toOpaque()
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            let handler = Unmanaged<SignalHandler>.fromOpaque(data)
            MainActor.assumeIsolated { handler.takeUnretainedValue().instance = nil }
            handler.release()
        }
        switch callback {
        case .plain:
            handler.handlerID = pet_signal_connect(instance, signal, { _, data in
                SignalHandler.dispatch(data) { if case .plain(let body) = $0 { body() } }
            }, data, release)
        case .argument:
            handler.handlerID = pet_signal_connect_with_argument(instance, signal, { _, argument, data in
                SignalHandler.dispatch(data) { if case .argument(let body) = $0 { body(argument) } }
            }, data, release)
        case .index:
            handler.handlerID = pet_signal_connect_with_index(instance, signal, { _, index, data in
                SignalHandler.dispatch(data) { if case .index(let body) = $0 { body(index) } }
            }, data, release)
        case .returningBool:
            handler.handlerID = pet_signal_connect_returning_bool(instance, signal, { _, data in
                var stop = false
                SignalHandler.dispatch(data) { if case .returningBool(let body) = $0 { stop = body() } }
                return stop ? 1 : 0
            }, data, release)
        case .returningInt:
            handler.handlerID = pet_signal_connect_returning_int(instance, signal, { _, argument, data in
                var result: Int32 = -1
                SignalHandler.dispatch(data) { if case .returningInt(let body) = $0 { result = body(argument) } }
                return result
            }, data, release)
        case .itemsChanged:
            handler.handlerID = pet_signal_connect_items_changed(instance, { _, position, removed, added, data in
                SignalHandler.dispatch(data) { if case .itemsChanged(let body) = $0 { body(position, removed, added) } }
            }, data, release)
        case .key:
            handler.handlerID = pet_signal_connect_key(instance, signal, { _, keyval, _, state, data in
                var handled = false
                SignalHandler.dispatch(data) { if case .key(let body) = $0 { handled = body(keyval, state) } }
                return handled ? 1 : 0
            }, data, release)
        case .swipe:
            handler.handlerID = pet_signal_connect_swipe(instance, { _, velocityX, velocityY, data in
                SignalHandler.dispatch(data) { if case .swipe(let body) = $0 { body(velocityX, velocityY) } }
            }, data, release)
        }
        if handler.handlerID != 0 { handler.instance = instance }
        return handler
    }

    /// Runs `body` with the callback of the handler `data` points to, on the main actor.
    nonisolated private static func dispatch(_ data: gpointer?, _ body: @MainActor (Callback) -> Void) {
        guard let data else { return }
        let handler = Unmanaged<SignalHandler>.fromOpaque(data)
        MainActor.assumeIsolated { body(handler.takeUnretainedValue().callback) }
    }
}

/// Connects a closure to a signal that passes only its instance ("clicked", "destroy").
@MainActor @discardableResult
func connect(_ object: some GObjectReference, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    SignalHandler.connect(object, signal, .plain(handler))
}

/// Connects a closure to a signal that passes one pointer argument ("bind", GAction "activate").
@MainActor @discardableResult
func connect(_ object: some GObjectReference, _ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Void) -> SignalHandler {
    SignalHandler.connect(object, signal, .argument(handler))
}

/// Calls `handler` when the GObject property `property` of `object` changes.
@MainActor @discardableResult
func onNotify(_ object: some GObjectReference, _ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    SignalHandler.connect(object, "notify::\(property)", .argument { _ in handler() })
}

/// Connects a closure that returns `true` to stop other handlers ("close-request").
@MainActor @discardableResult
func connect(_ object: some GObjectReference, _ signal: String, stopping handler: @escaping @MainActor () -> Bool) -> SignalHandler {
    SignalHandler.connect(object, signal, .returningBool(handler))
}

/// Calls `handler` with each key pressed while `widget` or a child has the focus, in
/// `phase` (capture: before the focused widget sees the key); it returns `true` when it
/// handled the key. The widget owns the key controller.
@MainActor @discardableResult
func onKeyPress(
    _ widget: UnsafeMutablePointer<GtkWidget>, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
    _ handler: @escaping @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool
) -> SignalHandler {
    let controller = pet_key_controller_add(widget, phase)!
    return SignalHandler.connect(controller, "key-pressed", .key(handler))
}

/// Calls `handler` with the velocity of each swipe over `widget` (a finger's flick, or a
/// mouse drag). The widget owns the gesture.
@MainActor @discardableResult
func onSwipe(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (_ velocityX: Double, _ velocityY: Double) -> Void
) -> SignalHandler {
    let gesture = pet_swipe_gesture_add(widget)!
    return SignalHandler.connect(gesture, "swipe", .swipe(handler))
}
