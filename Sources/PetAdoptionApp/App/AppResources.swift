import CGtk
import Foundation
import PetCore

/// The app's GResource bundle: `Resources/gresource`, compiled into the binary by the
/// `CompileResources` build plugin (`compiledResources`) and registered with GLib here.
///
/// Its prefix is the application's resource base path, where GTK and libadwaita look for an
/// app's resources by convention: `AdwApplication` loads `style.css` from it at start-up.
/// Anything else reads a resource by ``path(_:)``:
///
/// ```swift
/// AppResources.register()
/// gtk_css_provider_load_from_resource(provider, AppResources.path("style.css"))
/// ```
enum AppResources {
    /// The bundle's prefix, set as the application's resource base path.
    static let basePath = "/" + AppIdentity.id.replacingOccurrences(of: ".", with: "/")

    /// The resource path of `name` in the bundle.
    static func path(_ name: String) -> String {
        basePath + "/" + name
    }

    /// Registers the bundle with GLib, once in the process; the bundle's bytes stay with
    /// GLib for the life of the process. Fails only if the build embedded a broken bundle.
    static func register() {
        _ = registration
    }

    private static let registration: Void = {
        guard let bytes = Data(base64Encoded: compiledResources) else {
            preconditionFailure("the embedded GResource bundle is not base64")
        }
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(data, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            g_clear_error(&error)
            preconditionFailure("the embedded GResource bundle does not load: \(reason)")
        }
        g_resources_register(resource)
        g_resource_unref(resource)
    }()
}
