/// A GObject property the app watches for changes, declared once in ``Properties``: its
/// name and the class or interface that declares it (as GIR's `c:type`), which
/// `SignalDeclarationTests` checks against the introspection data.
///
/// ```swift
/// onNotify(stack, \.viewStackVisibleChild) { [weak self] in self?.sectionShown() }
/// ```
struct ObjectProperty: Sendable {
    /// The property's name: "visible-child".
    let name: String
    /// The C type name of the class or interface that declares it: "AdwViewStack".
    let owner: String

    init(_ name: String, of owner: String) {
        self.name = name
        self.owner = owner
    }
}
