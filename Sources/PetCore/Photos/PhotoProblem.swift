import Foundation

/// Why a file was not added as a photo; ``message(_:formats:)`` says it in plain words.
public enum PhotoProblem: Error, Equatable, Sendable {
    /// The file could not be read (missing, no permission, no local path).
    case unreadable(name: String)
    /// The file is not in one of the formats the app can show.
    case unsupported(name: String)
    /// The file is in such a format but broken or cut short.
    case damaged(name: String)
    /// The file has more bytes than the limit.
    case tooManyBytes(name: String, bytes: Int, limit: Int)
    /// The image has more pixels than the limit.
    case tooManyPixels(name: String, pixels: Int, limit: Int)
    /// The copy into the app's photo folder failed (disk full, no permission).
    case notCopied(name: String)

    /// The problem in a sentence: "“x.heic” is not an image Pet Adoption can show (JPEG,
    /// PNG).", "“x.jpg” is damaged.", "“x.png” is too large (31 MB; at most 25 MB)."
    ///
    /// - Parameter formats: the formats the app can show, listed in the first message.
    public func message(_ translator: Translator, formats: [PhotoFormat]) -> String {
        switch self {
        case .unreadable(let name):
            return translator.tr("“%1$@” could not be read.", name)
        case .unsupported(let name):
            let list = translator.list(formats.map(\.displayName))
            // TRANSLATORS: %2$@ lists image formats, e.g. "JPEG, PNG".
            return translator.tr("“%1$@” is not an image Pet Adoption can show (%2$@).", name, list)
        case .damaged(let name):
            return translator.tr("“%1$@” is damaged.", name)
        case .tooManyBytes(let name, let bytes, let limit):
            // TRANSLATORS: sizes in megabytes: "“x.png” is too large (31 MB; at most 25 MB)."
            return translator.tr(
                "“%1$@” is too large (%2$@ MB; at most %3$@ MB).", name, Self.millions(bytes), Self.millions(limit))
        case .tooManyPixels(let name, let pixels, let limit):
            return translator.tr(
                "“%1$@” is too large (%2$@ megapixels; at most %3$@).", name, Self.millions(pixels), Self.millions(limit))
        case .notCopied(let name):
            return translator.tr("“%1$@” could not be copied into Pet Adoption’s photos.", name)
        }
    }

    /// `count` in millions, rounded up, so an amount over a limit never reads as the limit.
    private static func millions(_ count: Int) -> String {
        String((count + 999_999) / 1_000_000)
    }
}
