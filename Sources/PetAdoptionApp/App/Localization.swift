import CGtk
import Foundation
import PetCore

/// The user's language for the whole app: the compiled catalog (`pet-adoption.mo`) of the
/// first language GLib's `g_get_language_names()` lists (from `LANGUAGE`, `LC_ALL`,
/// `LC_MESSAGES` and `LANG`, as every GNOME app reads them) that has one, read once.
///
/// The view models get it through their `DisplayContext`; the view layer's own words go
/// through ``tr(_:)``. Catalogs are looked for in ``ResourceLocator/localeDirectory``.
enum Localization {
    /// The gettext domain: the catalogs' file name.
    static let domain = "pet-adoption"

    /// The user's translator, or English when no catalog matches the session's languages.
    static let translator: Translator = {
        let languages = languageNames()
        let catalog = ResourceLocator.locate().flatMap { resources in
            MessageCatalog.load(domain: domain, directory: resources.localeDirectory, languages: languages)
        }
        return Translator(catalog: catalog)
    }()

    /// Tells gettext where the app's catalogs are, once, for the words of its `.ui` files:
    /// GtkBuilder translates them with `dgettext` in ``domain`` (see ``BuiltUI``).
    static func bindGettextDomain() {
        _ = gettextDomainBinding
    }

    private static let gettextDomainBinding: Void = {
        guard let directory = ResourceLocator.locate()?.localeDirectory else { return }
        bindtextdomain(domain, directory.path)
        bind_textdomain_codeset(domain, "UTF-8")
    }()

    /// The session's languages in order of preference, with their fallbacks
    /// (`zh_TW.UTF-8`, `zh_TW`, `zh`, `C`).
    static func languageNames() -> [String] {
        guard var names = g_get_language_names() else { return [] }
        var languages: [String] = []
        while let name = names.pointee {
            languages.append(String(cString: name))
            names += 1
        }
        return languages
    }
}

/// `message` in the user's language: the view layer's own words (titles, buttons,
/// tooltips, accessible names), marked for `tools/update-translations`.
func tr(_ message: String) -> String {
    Localization.translator.tr(message)
}
