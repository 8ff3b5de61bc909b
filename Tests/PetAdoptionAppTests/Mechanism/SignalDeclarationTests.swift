import Testing
@testable import PetAdoptionApp

/// Every signal and property the app connects to is declared once (``Signals``,
/// ``Properties``), and each declaration is what GTK, libadwaita and GIO say it is: a
/// handler of the wrong C signature would be undefined behaviour, not a compile error.
@MainActor @Suite("Signal declarations")
struct SignalDeclarationTests {
    @MainActor private static let introspection = Result {
        try IntrospectionData(files: ["GObject-2.0.gir", "Gio-2.0.gir", "Gdk-4.0.gir", "Gtk-4.0.gir", "Adw-1.gir"])
    }

    private static var signals: [any SignalDeclaration] {
        Mirror(reflecting: Signals.all).children.compactMap { $0.value as? any SignalDeclaration }
    }

    private static var properties: [ObjectProperty] {
        Mirror(reflecting: Properties.all).children.compactMap { $0.value as? ObjectProperty }
    }

    @Test func everySignal_hasTheSignatureItsDeclaringTypeGivesIt() throws {
        let types = try Self.introspection.get().types
        #expect(Self.signals.count == Mirror(reflecting: Signals.all).children.count)
        try #require(Self.signals.count > 30)
        for signal in Self.signals {
            let declared = types[signal.owner]?.signals[signal.name]
            #expect(declared != nil, "\(signal.owner) declares no signal \"\(signal.name)\"")
            if let declared {
                #expect(signal.signature == declared, "\(signal.owner)::\(signal.name) is \(declared), declared \(signal.signature)")
            }
        }
    }

    @Test func everyProperty_isOneItsDeclaringTypeHas() throws {
        let types = try Self.introspection.get().types
        try #require(Self.properties.count > 10)
        for property in Self.properties {
            #expect(types[property.owner]?.properties.contains(property.name) == true, "\(property.owner) has no property \"\(property.name)\"")
        }
    }

    @Test func aWrongSignature_isFound() throws {
        let types = try Self.introspection.get().types
        // "key-pressed" passes the key, its code and the modifiers, and returns whether it handled them.
        #expect(types["GtkEventControllerKey"]?.signals["key-pressed"] == CSignature(arguments: [.uint, .uint, .flags], result: .boolean))
        #expect(types["GtkEventControllerKey"]?.signals["key-released"] != CSignature(arguments: [.uint, .uint, .flags], result: .boolean))
        #expect(types["GtkNativeDialog"]?.signals["response"] == CSignature(arguments: [.int], result: .void))
    }
}
