import Foundation

/// A web page's address as the user gave it: pasted in the import dialog, dropped from a
/// browser or passed to `--import`, with the `http(s)` URL it stands for.
///
/// What counts is RFC 3986's absolute URI with the `http` or `https` scheme and a host
/// (WHATWG's URL standard, which browsers follow, asks the same of what they fetch). The
/// text is trimmed of the spaces and line breaks a copy brings. Where the user types an
/// address (``init(typed:)``), a scheme may be left out, as a browser's address bar allows:
/// `allrecipes.com/recipe/1` is `https://allrecipes.com/recipe/1`. On the command line
/// (``init(argument:)``) the scheme is required, since `site.com/page.html` may as well be
/// a file in a folder called `site.com`.
///
/// ```swift
/// WebAddress(typed: " example.com/cookies ")?.url   // https://example.com/cookies
/// WebAddress(typed: "file:///tmp/page.html")        // nil: not a web address
/// WebAddress(argument: "page.html")                  // nil: a file
/// ```
public struct WebAddress: Hashable, Sendable {
    /// What the user gave, trimmed: messages name the address this way.
    public let typed: String
    /// The address fetched.
    public let url: URL

    /// The address `text` gives, scheme optional; `nil` when it is not a web address.
    public init?(typed text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = Self.webURL(trimmed) {
            self.init(typed: trimmed, url: url)
        } else if !Self.hasScheme(trimmed), Self.startsWithHostName(trimmed), let url = Self.webURL("https://" + trimmed) {
            self.init(typed: trimmed, url: url)
        } else {
            return nil
        }
    }

    /// The address a command-line argument gives: only one with an `http://` or
    /// `https://` scheme; `nil` for anything else (a file's path).
    public init?(argument: String) {
        guard let url = Self.webURL(argument) else { return nil }
        self.init(typed: argument, url: url)
    }

    /// Whether `argument` is written as a web address (it starts with `http://` or
    /// `https://`), whether or not it is a valid one.
    public static func looksLikeWebAddress(_ argument: String) -> Bool {
        let lowered = argument.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    private init(typed: String, url: URL) {
        self.typed = typed
        self.url = url
    }

    /// `text` as an absolute http(s) URL with a host, or `nil`.
    private static func webURL(_ text: String) -> URL? {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }),
              let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return nil }
        return components.url
    }

    /// Whether `text` starts with a URI scheme (`mailto:`, `file:`): RFC 3986's
    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`. A port after a host name
    /// (`localhost:8080`) is not a scheme, since a host name before the path is what
    /// ``startsWithHostName(_:)`` then sees; a scheme never continues with digits only.
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        let rest = text[text.index(after: colon)...].prefix { $0 != "/" }
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        let isPort = !rest.isEmpty && rest.allSatisfy(\.isASCII) && rest.allSatisfy(\.isNumber)
        return !isPort && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// Whether `text` starts with a host name a browser would take without a scheme: a
    /// dotted name (`example.com`), `localhost`, or an IPv4 address, each with an optional port.
    private static func startsWithHostName(_ text: String) -> Bool {
        let authority = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }),
              host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." })
        else { return false }
        return labels.count >= 2 || host.lowercased() == "localhost"
    }
}

extension WebAddress {
    /// Why `text` is not a web address the app can fetch.
    public static func notAnAddressMessage(_ text: String, translator: Translator = .english) -> String {
        translator.tr("“%1$@” is not a web address. Give the page's address as the browser shows it, such as https://example.com/recipe.", text)
    }
}
