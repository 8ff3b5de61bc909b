/// Puts the app's English messages into the user's language, gettext's way: each
/// message is looked up in a ``MessageCatalog``, and a message the catalog lacks stays
/// in English.
///
/// A value injected through ``DisplayContext`` (and into importers), never a process
/// global, so tests run side by side in different languages.
///
/// Messages are marked where they are written, for `tools/update-translations` (xgettext)
/// to find: `tr("Adopt")`, `tr("Adopt %1$@", name)`, `trc("sex", "Unknown")` and
/// `trn("%1$@ pet", "%1$@ pets", count, countText)`. Arguments fill
/// positional placeholders (`%1$@`, `%2$@`) so a translation may reorder them; they are
/// never interpolated into the message, which xgettext could not see.
public struct Translator: Sendable {
    /// The app's own English: no catalog.
    public static let english = Translator(catalog: nil)

    /// The catalog looked in; `nil` for English.
    public let catalog: MessageCatalog?

    /// A translator looking in `catalog`.
    public init(catalog: MessageCatalog?) {
        self.catalog = catalog
    }

    /// `message` in the catalog's language (gettext's `gettext`).
    public func tr(_ message: String) -> String {
        catalog?.forms(of: message)?.first ?? message
    }

    /// `format` in the catalog's language with `arguments` in its placeholders.
    public func tr(_ format: String, _ arguments: String...) -> String {
        Placeholders.fill(tr(format), arguments)
    }

    /// `items` listed in the catalog's language: “Dog, Small, House-trained”.
    public func list(_ items: [String]) -> String {
        // TRANSLATORS: between the items of a list, e.g. the filters that are on: "Dog, Small".
        items.joined(separator: tr(", "))
    }

    /// `message` meant in `context` (gettext's `pgettext`), for an English word with
    /// two meanings, e.g. `trc("pet's sex", "Unknown")`.
    public func trc(_ context: String, _ message: String) -> String {
        catalog?.forms(of: message, context: context)?.first ?? message
    }

    /// The form of `singular`/`plural` that `count` takes in the catalog's language
    /// (gettext's `ngettext`), with `arguments` in its placeholders.
    public func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: String...) -> String {
        Placeholders.fill(form(singular, plural, count), arguments)
    }

    private func form(_ singular: String, _ plural: String, _ count: Int) -> String {
        if let catalog, let forms = catalog.forms(of: singular) {
            let form = catalog.pluralRule.form(for: count)
            if form < forms.count, !forms[form].isEmpty { return forms[form] }
        }
        return PluralRule.english.form(for: count) == 0 ? singular : plural
    }
}
