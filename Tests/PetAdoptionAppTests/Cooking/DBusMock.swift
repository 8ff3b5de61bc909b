import CGtk
import Foundation
import Glibc
import Testing

/// A mock D-Bus service on the test's session bus: `python3 -m dbusmock`, started by the
/// test and stopped by it, whose calls the test reads back (the org.freedesktop.DBus.Mock
/// interface dbusmock adds to its object).
///
/// The test talks to it on the process's shared session connection, the one GApplication
/// and GTK use: replies on one connection arrive in order, so once a poll of the mock's
/// log shows the app's call, the reply to that call has reached the app too (it is a
/// ready GLib source, which ``GTKTestLoop/settle()`` runs).
@MainActor
final class DBusMock {
    /// The well-known name the mock owns.
    let busName: String
    /// The mock's main object.
    let path: String
    private let process = Process()
    private let connection: OpaquePointer

    /// One logged call: its arguments as text (a string as it is, an array of strings as
    /// its items on lines of their own, anything else as GVariant text such as `uint32 7`).
    struct Call {
        let arguments: [String]
    }

    /// Starts `python3 -m dbusmock arguments`, owning `busName` with its object at `path`,
    /// and waits until it owns the name.
    init(busName: String, path: String, arguments: [String]) async throws {
        self.busName = busName
        self.path = path
        var error: UnsafeMutablePointer<GError>?
        connection = try #require(g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error), "no session bus: run under dbus-run-session")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-m", "dbusmock"] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        await GTKTestLoop.wait(for: "dbusmock to own \(busName)") { !process.isRunning || hasOwner }
        try #require(hasOwner, "dbusmock did not start: is python3-dbusmock installed (tools/ensure-dependencies)?")
    }

    /// Stops the mock and waits until it has exited. SIGKILL, not SIGTERM: the mock was
    /// spawned from a libdispatch worker thread, which blocks most signals, and a child
    /// inherits that mask (SIGTERM would wait, pending, forever).
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        g_object_unref(gpointer(connection))
    }

    /// The logged calls of `method`, oldest first.
    func calls(of method: String) -> [Call] {
        guard let reply = callMock("GetMethodCalls", [g_variant_new_string(method)]) else { return [] }
        defer { g_variant_unref(reply) }
        let list = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(list) }
        return (0..<g_variant_n_children(list)).map { index in
            let call = g_variant_get_child_value(list, index)!
            let arguments = g_variant_get_child_value(call, 1)!
            defer { g_variant_unref(arguments); g_variant_unref(call) }
            return Call(arguments: (0..<g_variant_n_children(arguments)).map { position in
                let boxed = g_variant_get_child_value(arguments, position)!
                let value = g_variant_get_variant(boxed)!
                defer { g_variant_unref(value); g_variant_unref(boxed) }
                return Self.text(of: value)
            })
        }
    }

    /// Adds the method `name` to the mock's main interface; `code` is Python that sets
    /// `ret` (dbusmock's AddMethod).
    func addMethod(_ name: String, in inSignature: String, out outSignature: String, code: String) throws {
        let added = callMock("AddMethod", [
            g_variant_new_string(""), g_variant_new_string(name), g_variant_new_string(inSignature),
            g_variant_new_string(outSignature), g_variant_new_string(code),
        ])
        try #require(added != nil, "could not add \(name) to the mock")
        g_variant_unref(added)
    }

    /// Makes the mock emit the signal `name` of its main interface with `arguments`
    /// (GVariant values of `signature`).
    func emitSignal(_ name: String, signature: String, _ arguments: [OpaquePointer]) throws {
        let variantType = g_variant_type_new("v")
        defer { g_variant_type_free(variantType) }
        let boxed = arguments.map { Optional(g_variant_new_variant($0)!) }
        let list = boxed.withUnsafeBufferPointer { g_variant_new_array(variantType, $0.baseAddress, gsize($0.count)) }
        let emitted = callMock("EmitSignal", [
            g_variant_new_string(""), g_variant_new_string(name), g_variant_new_string(signature), list!,
        ])
        try #require(emitted != nil, "the mock could not emit \(name)")
        g_variant_unref(emitted)
    }

    private var hasOwner: Bool {
        let reply = call(
            "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            method: "NameHasOwner", [g_variant_new_string(busName)])
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let owned = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(owned) }
        return g_variant_get_boolean(owned) != 0
    }

    private func callMock(_ method: String, _ arguments: [OpaquePointer]) -> OpaquePointer? {
        call(busName, path: path, interface: "org.freedesktop.DBus.Mock", method: method, arguments)
    }

    /// Calls `method` and waits for its reply; `nil` when it failed.
    private func call(
        _ destination: String, path: String, interface: String, method: String, _ arguments: [OpaquePointer]
    ) -> OpaquePointer? {
        let children = arguments.map { Optional($0) }
        let parameters = children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NO_AUTO_START,
            10_000, nil, &error)
        if let error { g_error_free(error) }
        return reply
    }

    private static func text(of value: OpaquePointer) -> String {
        switch String(cString: g_variant_get_type_string(value)) {
        case "s":
            return String(cString: g_variant_get_string(value, nil))
        case "as":
            return (0..<g_variant_n_children(value)).map { index in
                let item = g_variant_get_child_value(value, index)!
                defer { g_variant_unref(item) }
                return String(cString: g_variant_get_string(item, nil))
            }.joined(separator: "\n")
        default:
            let printed = g_variant_print(value, 1)!
            defer { g_free(printed) }
            return String(cString: printed)
        }
    }
}

extension DBusMock {
    /// A mock GNOME session manager that registers clients and answers Inhibit with the
    /// cookie 42; start it before the application registers (GTK looks for it then).
    static func sessionManager() async throws -> DBusMock {
        let manager = try await DBusMock(
            busName: "org.gnome.SessionManager", path: "/org/gnome/SessionManager",
            arguments: ["org.gnome.SessionManager", "/org/gnome/SessionManager", "org.gnome.SessionManager"])
        try manager.addMethod("RegisterClient", in: "ss", out: "o", code: "ret = '/org/gnome/SessionManager/Client1'")
        try manager.addMethod("Inhibit", in: "susu", out: "u", code: "ret = 42")
        try manager.addMethod("Uninhibit", in: "u", out: "", code: "")
        return manager
    }
}
