import PetCore

/// The keyring could not be used; `reason` is libsecret's own words.
struct KeyringError: TranslatableError {
    /// Why, as libsecret says it.
    let reason: String

    func message(_ translator: Translator) -> String {
        // TRANSLATORS: %1$@ is the keyring's own explanation, in English.
        translator.tr("The desktop’s keyring cannot be used (%1$@). Is a keyring, such as GNOME Keyring, running?", reason)
    }
}
