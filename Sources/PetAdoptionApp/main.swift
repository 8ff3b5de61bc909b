import CGtk
import Foundation
import PetCore

// A bare window until the view layer lands: proves the GTK 4 / libadwaita link.
let app = adw_application_new(AppIdentity.id, G_APPLICATION_DEFAULT_FLAGS)
let onActivate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { application, _ in
    let window = adw_application_window_new(pet_gtk_application(application))
    gtk_window_set_title(pet_gtk_window(window), AppIdentity.name)
    gtk_window_set_default_size(pet_gtk_window(window), 900, 640)
    gtk_window_present(pet_gtk_window(window))
}
g_signal_connect_data(app, "activate", unsafeBitCast(onActivate, to: GCallback.self), nil, nil, GConnectFlags(0))
let status = g_application_run(pet_g_application(app), CommandLine.argc, CommandLine.unsafeArgv)
g_object_unref(app)
exit(status)
