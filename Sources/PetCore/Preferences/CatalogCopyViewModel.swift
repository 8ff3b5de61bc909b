import Observation

/// Preferences' "Copy This Computer's Catalog to the Server": offered at a staff desk of
/// the shelter's server. The copy is one transaction on the server (all or nothing); a
/// server whose catalog holds records already is merged into only once the user says so
/// (``mergeQuestion``), following the import's rules for duplicates.
///
/// ```swift
/// let copy = CatalogCopyViewModel(isOffered: true, copy: { merge in try await server.copyCatalog(local, merge: merge) })
/// await copy.copy()          // status: "Copied 32 pets, 10 recipes, 3 adoptions and 14 photos to the server."
/// copy.mergeQuestion         // or, when the server had records: "The server’s catalog already holds 2 pets…"
/// await copy.merge()
/// ```
@MainActor @Observable
public final class CatalogCopyViewModel {
    /// Copies this computer's catalog to the server, merging when asked; throws
    /// ``CatalogCopyRefusal/serverNotEmpty(pets:recipes:)`` for a server with records
    /// when not merging.
    public typealias Copier = @MainActor (_ merge: Bool) async throws -> CatalogCopyReport

    /// Whether the copy is offered: the window shows the shelter's server, at a desk
    /// that may change it.
    public let isOffered: Bool
    /// What the page says about the copy.
    public private(set) var status = WorkStatus.idle
    /// Whether a copy is under way.
    public private(set) var isWorking = false
    /// What to ask before merging into the server's records; `nil` when there is
    /// nothing to ask.
    public private(set) var mergeQuestion: String?

    private let copier: Copier
    private let translator: Translator

    /// The copy through `copy`, offered when `isOffered`.
    public init(isOffered: Bool, copy: @escaping Copier, translator: Translator = .english) {
        self.isOffered = isOffered
        copier = copy
        self.translator = translator
    }

    /// The group's heading.
    public var title: String { translator.tr("Copy This Computer’s Catalog") }
    /// What the copy does.
    public var summary: String {
        translator.tr(
            "Copies every pet, adoption, photo and recipe of this computer’s own catalog to the shelter’s server, all at once or not at all. This computer’s catalog stays as it is.")
    }
    /// The button's label.
    public var buttonLabel: String { translator.tr("_Copy to the Server") }
    /// The merge question's heading.
    public var mergeHeading: String { translator.tr("Merge With the Server’s Catalog?") }
    /// The merge question's button that merges.
    public var mergeLabel: String { translator.tr("_Merge") }
    /// Whether the button may be pressed.
    public var canCopy: Bool { isOffered && !isWorking && mergeQuestion == nil }

    /// Copies, refusing a server with records (then ``mergeQuestion`` asks).
    public func copy() async {
        guard canCopy else { return }
        await run(merge: false)
    }

    /// Merges, after the user answered ``mergeQuestion``.
    public func merge() async {
        guard mergeQuestion != nil, !isWorking else { return }
        mergeQuestion = nil
        await run(merge: true)
    }

    /// Leaves both catalogs as they are, after ``mergeQuestion``.
    public func keepSeparate() {
        guard mergeQuestion != nil else { return }
        mergeQuestion = nil
        status = .idle
    }

    private func run(merge: Bool) async {
        isWorking = true
        status = .working(translator.tr("Copying this computer’s catalog to the server…"))
        do {
            status = .succeeded(try await copier(merge).text(translator))
        } catch let refusal as CatalogCopyRefusal {
            if case .serverNotEmpty = refusal {
                mergeQuestion = refusal.message(translator) + " " + translator.tr(
                    "Merging adds this computer’s pets and recipes to them, leaving out those with the ids or origins of the server’s own, which stay as they are.")
                status = .idle
            } else {
                status = .failed(refusal.message(translator))
            }
        } catch {
            status = .failed(translator.tr("Nothing was copied: %1$@", FailureMessage.reason(of: error, translator: translator)))
        }
        isWorking = false
    }
}
