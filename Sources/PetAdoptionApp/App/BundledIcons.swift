import CGtk
import Foundation
import PetCore

/// Lets GTK find the app's own icons (the app icon, and the paw that names the Pets
/// section) when the app runs from its build tree, where nothing is installed under
/// `share/icons`. An installed app's icons are in the icon theme already.
enum BundledIcons {
    /// The paw: the app's symbolic icon, which also names the Pets section.
    static let paw = AppIdentity.id + "-symbolic"

    /// Adds `Resources/icons` to the display's icon theme search path when the data
    /// folder `resources` found is the build tree's (the installed one has no `icons`).
    @MainActor static func addBuildTreeFolder(resources: ResourceLocator? = ResourceLocator.locate()) {
        guard let folder = resources?.dataDirectory.appendingPathComponent("icons", isDirectory: true),
              FileManager.default.fileExists(atPath: folder.path),
              let display = gdk_display_get_default()
        else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), folder.path)
    }
}
