import Foundation
import PetCore
import PetStore

/// Keeps a server desk's last-seen copy of the shelter's catalog (``LastSeenCatalog``,
/// beside the desk's file) up to date while the desk works with the server: the whole
/// catalog once the desk has read it, then every change other desks make as it arrives.
///
/// Each write runs off the main thread, after the writes asked for before it, and counts
/// as ``PendingWork``. The copy only serves a later start without the server: one that
/// cannot be opened or written is said once on stderr, and not written again this session
/// (it then keeps the date of the last catalog it holds whole).
@MainActor
final class LastSeenCopyKeeper {
    private let deskFile: URL
    private let now: @MainActor () -> Date
    /// The last write asked for; it hands the copy on, or `nil` once the copy failed.
    private var last: Task<LastSeenCatalog?, Never>?

    /// A keeper of the copy beside the desk file `deskFile`, dated by `now`.
    init(deskFile: URL, now: @escaping @MainActor () -> Date) {
        self.deskFile = deskFile
        self.now = now
    }

    /// Makes the copy hold exactly the pets and recipes `petCatalog` and `recipeBook` hold
    /// now, seen now.
    func keep(_ petCatalog: PetCatalog, _ recipeBook: RecipeBook) {
        let (pets, recipes, seenAt) = (petCatalog.pets, recipeBook.records.records, now())
        write { copy in try await copy.keep(pets: pets, recipes: recipes, seenAt: seenAt) }
    }

    /// Writes what other desks changed, learnt now.
    func apply(_ changes: CatalogRecordChanges) {
        let seenAt = now()
        write { copy in try await copy.apply(changes, seenAt: seenAt) }
    }

    private func write(_ body: @escaping @Sendable (LastSeenCatalog) async throws -> Void) {
        let previous = last
        let deskFile = deskFile
        PendingWork.begin()
        last = Task.detached(priority: .utility) {
            defer { PendingWork.end() }
            let copy: LastSeenCatalog?
            if let previous {
                copy = await previous.value
            } else {
                do {
                    copy = try LastSeenCatalog.open(besideDeskFile: deskFile)
                } catch {
                    Self.report(error)
                    return nil
                }
            }
            guard let copy else { return nil }
            do {
                try await body(copy)
                return copy
            } catch {
                Self.report(error)
                return nil
            }
        }
    }

    private nonisolated static func report(_ error: any Error) {
        let reason = (error as? any TranslatableError)?.message(Localization.translator) ?? error.localizedDescription
        FileHandle.standardError.write(Data(
            (Localization.translator.tr("pet-adoption: this desk's copy of the catalog, for a start without the server, could not be kept: %1$@", reason) + "\n").utf8))
    }
}
