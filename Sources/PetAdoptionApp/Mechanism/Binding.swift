import CGtk
import Observation
import PetCore

/// Keeps one GObject (usually a widget) showing one property of an `@Observable` model.
///
/// Made by ``bind(_:to:_:apply:)``. The binding reads the property inside
/// `withObservationTracking`, applies it, and re-arms when the property changes. A change
/// schedules one refresh: on the widget's next frame (a tick callback) when the widget is
/// realized, else on an idle callback that runs before GTK lays out and paints. Further
/// changes before that refresh are not seen separately, so a burst of changes costs one
/// update. The object owns the binding: when it is disposed (a destroyed widget) the
/// binding ends and is released; ``cancel()`` ends it earlier (row recycling).
///
/// A change and its refresh count as ``PendingWork`` from the moment the property changes
/// (the observation's `onChange`, before the hop to the main actor) until the refresh
/// has run or the binding ended, so a test can wait until every binding has caught up.
@MainActor
final class Binding {
    private enum Pending {
        case none
        case frame(tickID: UInt32)
        case idle(sourceID: UInt32)

        var isScheduled: Bool {
            if case .none = self { return false }
            return true
        }
    }

    /// The priority of idle refreshes: after input and timers, before layout and paint.
    private static let idlePriority = Int32(G_PRIORITY_HIGH_IDLE + 10)

    private var object: gpointer?
    private var refresh: (@MainActor (Binding) -> Void)?
    private var pending = Pending.none
    /// Moves a frame refresh to an idle callback when the widget is unrealized; connected
    /// only while a refresh waits for a frame, so a settled binding holds no handler.
    private var unrealizeHandler: SignalHandler?

    fileprivate init(object: gpointer, refresh: @escaping @MainActor (Binding) -> Void) {
        LiveObjectCount.created(.binding)
        self.object = object
        self.refresh = refresh
        g_object_weak_ref(pet_g_object(object), bindingObjectDisposed, Unmanaged.passRetained(self).toOpaque())
        refresh(self)
    }

    deinit {
        LiveObjectCount.released(.binding)
    }

    /// Whether the binding still updates its object.
    var isActive: Bool { object != nil }

    /// Ends the binding: its object is no longer updated and the binding is released.
    func cancel() {
        guard let object else { return }
        g_object_weak_unref(pet_g_object(object), bindingObjectDisposed, Unmanaged.passUnretained(self).toOpaque())
        end()
        Unmanaged.passUnretained(self).release()
    }

    /// Called by GLib while the object is disposed.
    fileprivate func objectDisposed() {
        end()
        Unmanaged.passUnretained(self).release()
    }

    /// Called on the main actor after the observation tracking saw the property change
    /// (once per arming): schedules one refresh, unless one is scheduled already.
    fileprivate func modelChanged() {
        guard let object, !pending.isScheduled else { return }
        PendingWork.begin()
        if pet_is_widget(object) != 0, gtk_widget_get_realized(pet_gtk_widget(object)) != 0 {
            scheduleFrame(on: pet_gtk_widget(object))
        } else {
            scheduleIdle()
        }
    }

    /// Schedules the refresh on `widget`'s next frame. A widget unrealized before that
    /// frame (its window hidden or destroyed) gets no more frames; its refresh then runs
    /// on an idle callback instead (``widgetUnrealized()``), so it is never left pending.
    private func scheduleFrame(on widget: UnsafeMutablePointer<GtkWidget>) {
        let tickID = gtk_widget_add_tick_callback(widget, { _, _, data in
            Binding.runScheduledRefresh(data)
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(self).toOpaque(), Self.releaseScheduled)
        pending = .frame(tickID: tickID)
        unrealizeHandler = connect(widget, \.unrealize) { [weak self] in self?.widgetUnrealized() }
    }

    private func scheduleIdle() {
        let sourceID = g_idle_add_full(Self.idlePriority, { data in
            Binding.runScheduledRefresh(data)
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(self).toOpaque(), Self.releaseScheduled)
        pending = .idle(sourceID: sourceID)
    }

    /// Moves a refresh waiting for a frame of the widget, now unrealized, to an idle
    /// callback; still one piece of pending work.
    private func widgetUnrealized() {
        guard case .frame(let tickID) = pending, let object else { return }
        gtk_widget_remove_tick_callback(pet_gtk_widget(object), tickID)
        stopWatchingUnrealize()
        scheduleIdle()
    }

    /// Releases the binding a scheduled callback held.
    private static let releaseScheduled: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Binding>.fromOpaque(data).release()
    }

    /// Disconnects the handler of ``scheduleFrame(on:)``, if there is one.
    private func stopWatchingUnrealize() {
        if let unrealizeHandler, unrealizeHandler.isConnected { unrealizeHandler.disconnect() }
        unrealizeHandler = nil
    }

    private func runPendingRefresh() {
        stopWatchingUnrealize()
        pending = .none
        defer { PendingWork.end() }
        refresh?(self)
    }

    private func end() {
        switch pending {
        case .none: break
        case .frame(let tickID): if let object { gtk_widget_remove_tick_callback(pet_gtk_widget(object), tickID) }
        case .idle(let sourceID): g_source_remove(sourceID)
        }
        if pending.isScheduled { PendingWork.end() }
        pending = .none
        stopWatchingUnrealize()
        refresh = nil
        object = nil
    }

    nonisolated private static func runScheduledRefresh(_ data: gpointer?) {
        guard let data else { return }
        let binding = Unmanaged<Binding>.fromOpaque(data)
        MainActor.assumeIsolated { binding.takeUnretainedValue().runPendingRefresh() }
    }
}

/// The weak-reference notification shared by every binding (`g_object_weak_unref` needs
/// the same function that `g_object_weak_ref` registered).
private let bindingObjectDisposed: GWeakNotify = { data, _ in
    guard let data else { return }
    let binding = Unmanaged<Binding>.fromOpaque(data)
    MainActor.assumeIsolated { binding.takeUnretainedValue().objectDisposed() }
}

/// Shows `model[keyPath: keyPath]` in `object` now and after every change.
///
/// ```swift
/// bind(nameLabel, to: petViewModel, \.name) { label, name in
///     gtk_label_set_text(pet_gtk_label(label), name)
/// }
/// ```
/// `apply` runs on the GTK main loop with the object exactly as passed in, at most once
/// per frame. The model is held weakly (its owner keeps it alive); the binding ends when
/// the object is disposed or the binding is cancelled.
@MainActor @discardableResult
func bind<Object: GObjectReference, Model: Observable & AnyObject, Value>(
    _ object: Object,
    to model: Model,
    _ keyPath: KeyPath<Model, Value>,
    apply: @escaping @MainActor (Object, Value) -> Void
) -> Binding {
    bind(object, to: model, reading: { $0[keyPath: keyPath] }, apply: apply)
}

/// Shows what `read` makes of `model` in `object` now and after every change of what it
/// read: for a value no single property holds ("is this species in the filter?").
@MainActor @discardableResult
func bind<Object: GObjectReference, Model: Observable & AnyObject, Value>(
    _ object: Object,
    to model: Model,
    reading read: @escaping @MainActor (Model) -> Value,
    apply: @escaping @MainActor (Object, Value) -> Void
) -> Binding {
    Binding(object: object.objectPointer) { [weak model] binding in
        guard let model else { return }
        let value = withObservationTracking {
            read(model)
        } onChange: { [weak binding] in
            // Counted from here: the hop to the main actor is part of the refresh.
            PendingWork.begin()
            Task { @MainActor in
                binding?.modelChanged()
                PendingWork.end()
            }
        }
        apply(object, value)
    }
}
