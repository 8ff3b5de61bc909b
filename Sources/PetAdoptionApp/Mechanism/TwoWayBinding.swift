import CGtk
import Observation

/// Keeps an editable widget (an entry, a check button, a drop-down) and a view-model
/// property showing the same value, both ways.
///
/// What the user changes is sent to the view model; what the view model changes for
/// another reason (a Clear button, the initial value) is shown. The echo of the user's
/// own change is never written back: a search entry that sent "a" and has "ab" typed
/// since is not reset to "a" when the view model's "a" comes back. That rule lives here
/// once, for every widget kind.
///
/// ```swift
/// bindTwoWay(entry, .signal(\.searchChanged), to: list, reading: \.searchText,
///            read: Widgets.entryText(of:), write: Widgets.setEntryText(of:_:)) { list, text in list.search(text) }
/// ```
@MainActor @discardableResult
func bindTwoWay<Object: GObjectReference, Model: Observable & AnyObject, Value: Equatable>(
    _ object: Object,
    _ change: ChangeNotice,
    to model: Model,
    reading modelValue: @escaping @MainActor (Model) -> Value,
    read: @escaping @MainActor (Object) -> Value,
    write: @escaping @MainActor (Object, Value) -> Void,
    send: @escaping @MainActor (Model, Value) -> Void
) -> Binding {
    let agreement = TwoWayAgreement<Value>()
    let changed: @MainActor () -> Void = { [weak model] in
        let value = read(object)
        agreement.value = value
        guard let model, modelValue(model) != value else { return }
        send(model, value)
    }
    switch change {
    case .signal(let signal): connect(object, signal, changed)
    case .property(let property): onNotify(object, property, changed)
    }
    return bind(object, to: model, reading: modelValue) { object, value in
        defer { agreement.value = value }
        guard value != agreement.value, read(object) != value else { return }
        write(object, value)
    }
}

/// How a widget tells that its value changed: a signal that passes nothing ("changed",
/// "toggled") or the change of one of its properties.
enum ChangeNotice {
    case signal(KeyPath<Signals, Signal<@MainActor () -> Void>>)
    case property(KeyPath<Properties, ObjectProperty>)
}

/// ``bindTwoWay(_:_:to:reading:read:write:send:)`` for a property that the widget's value
/// is written to directly (a form field).
@MainActor @discardableResult
func bindTwoWay<Object: GObjectReference, Model: Observable & AnyObject, Value: Equatable>(
    _ object: Object,
    _ change: ChangeNotice,
    to model: Model,
    _ keyPath: ReferenceWritableKeyPath<Model, Value>,
    read: @escaping @MainActor (Object) -> Value,
    write: @escaping @MainActor (Object, Value) -> Void
) -> Binding {
    bindTwoWay(object, change, to: model, reading: { $0[keyPath: keyPath] }, read: read, write: write) { model, value in
        model[keyPath: keyPath] = value
    }
}

/// The value both sides of a two-way binding last agreed on: sent by the widget, or shown
/// from the view model.
@MainActor
private final class TwoWayAgreement<Value> {
    var value: Value?
}
