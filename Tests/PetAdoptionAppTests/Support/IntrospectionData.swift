import Foundation
import FoundationXML
@testable import PetAdoptionApp

/// What GObject introspection says of the types the app uses: the signals and properties
/// each class or interface declares, read from the GIR files the `-dev` packages install
/// (`/usr/share/gir-1.0/Gtk-4.0.gir`, `Adw-1.gir`, …), for the GTK and libadwaita this
/// build compiled against.
final class IntrospectionData: NSObject, XMLParserDelegate {
    /// A type that declares signals and properties, by its C type name ("GtkButton").
    struct DeclaringType {
        var signals: [String: CSignature] = [:]
        var properties: Set<String> = []
    }

    /// The classes and interfaces read, by C type name.
    private(set) var types: [String: DeclaringType] = [:]

    private var namespace = ""
    private var bitfields: Set<String> = []
    private var enumerations: Set<String> = []
    /// Signals as read, their types still GIR names (resolved once every file is read).
    private var pendingSignals: [(owner: String, name: String, namespace: String, arguments: [String], result: String)] = []
    private var currentType: String?
    private var currentSignal: (name: String, arguments: [String], result: String)?
    private var inReturnValue = false
    private var inParameter = false
    private var depthInParameter = 0

    /// Reads `files` (names in `folder`) and resolves every signal's types; throws when a
    /// file is missing or does not parse.
    init(files: [String], folder: URL = URL(fileURLWithPath: "/usr/share/gir-1.0")) throws {
        super.init()
        for file in files {
            let url = folder.appendingPathComponent(file)
            guard let parser = XMLParser(contentsOf: url) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]) }
            parser.delegate = self
            guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        }
        for signal in pendingSignals {
            let arguments = signal.arguments.map { cType(of: $0, in: signal.namespace) }
            types[signal.owner, default: DeclaringType()].signals[signal.name] =
                CSignature(arguments: arguments, result: cType(of: signal.result, in: signal.namespace))
        }
    }

    /// The calling convention's type of the GIR type `name` (`nil` for one the app has no
    /// handler shape for, such as `gint64`).
    private func cType(of name: String, in namespace: String) -> CSignature.CType {
        switch name {
        case "none": return .void
        case "gboolean": return .boolean
        case "gint", "gint32": return .int
        case "guint", "guint32": return .uint
        case "gdouble": return .double
        case "utf8", "filename", "gpointer", "gconstpointer", "array": return .pointer
        default:
            let qualified = name.contains(".") ? name : "\(namespace).\(name)"
            if bitfields.contains(qualified) { return .flags }
            if enumerations.contains(qualified) { return .int }
            // Everything else a signal passes is an object, a record, a boxed value or a
            // string: all pointers. A fundamental type not listed above is no pointer.
            return name.first?.isUppercase == true || name.contains(".") ? .pointer : .void
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "namespace":
            namespace = attributes["name"] ?? ""
        case "bitfield":
            if let name = attributes["name"] { bitfields.insert("\(namespace).\(name)") }
        case "enumeration":
            if let name = attributes["name"] { enumerations.insert("\(namespace).\(name)") }
        case "class", "interface":
            currentType = attributes["c:type"] ?? attributes["glib:type-name"]
        case "glib:signal" where currentType != nil:
            currentSignal = (attributes["name"] ?? "", [], "none")
        case "property" where currentType != nil && currentSignal == nil:
            if let currentType, let name = attributes["name"] {
                types[currentType, default: DeclaringType()].properties.insert(name)
            }
        case "return-value" where currentSignal != nil:
            inReturnValue = true
        case "parameter" where currentSignal != nil:
            inParameter = true
            depthInParameter = 0
        case "type", "array":
            guard currentSignal != nil, inReturnValue || inParameter else { return }
            depthInParameter += 1
            // The outermost type names the argument; an array's element type does not.
            guard depthInParameter == 1 else { return }
            let name = element == "array" ? "array" : attributes["name"] ?? "gpointer"
            if inReturnValue { currentSignal?.result = name } else { currentSignal?.arguments.append(name) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        switch element {
        case "class", "interface":
            currentType = nil
        case "glib:signal":
            if let currentType, let signal = currentSignal {
                pendingSignals.append((currentType, signal.name, namespace, signal.arguments, signal.result))
            }
            currentSignal = nil
        case "return-value":
            inReturnValue = false
            depthInParameter = 0
        case "parameter":
            inParameter = false
            depthInParameter = 0
        default:
            break
        }
    }
}
