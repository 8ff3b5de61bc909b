import CGtk

extension UnsafeMutablePointer where Pointee == AdwApplication {
    /// The application as the `GApplication` every `AdwApplication` is, for
    /// `g_application_*` calls.
    var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GApplication.self)
    }

    /// The application as the `GtkApplication` every `AdwApplication` is, for
    /// `gtk_application_*` calls.
    var gtkApplication: UnsafeMutablePointer<GtkApplication> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkApplication.self)
    }
}
