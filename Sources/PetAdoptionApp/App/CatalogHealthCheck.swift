import CGtk
import Foundation
import PetCore
import PetStore

/// The catalog database's check after the first frame, and what follows when it fails;
/// and the notice when the database file was deleted under the running app.
///
/// Start-up only proves the file is a database with a readable schema. Once the window
/// has painted, ``run()`` reads every page (`PRAGMA quick_check`, off the main thread);
/// when that finds damage, it copies what can still be read into a new file and asks the
/// user whether to recover it or start over from the sample catalog (the damaged file is
/// kept either way), replaces the file, and says what it did. The stores reload through
/// the change observation, so no section goes on showing data from the damaged file.
@MainActor
final class CatalogHealthCheck {
    private let database: CatalogDatabase
    private let context: DisplayContext
    private let window: UnsafeMutablePointer<GtkWidget>
    private let toasts: ToastPresenter
    private let seed: @Sendable () throws -> CatalogSeed

    /// A check of `database` that asks over `window`, tells in `toasts`, and starts over
    /// from `seed`; it says in `toasts` when the database file is written again after it
    /// was deleted.
    init(
        database: CatalogDatabase, context: DisplayContext, window: UnsafeMutablePointer<GtkWidget>, toasts: ToastPresenter,
        seed: @escaping @Sendable () throws -> CatalogSeed
    ) {
        self.database = database
        self.context = context
        self.window = window
        self.toasts = toasts
        self.seed = seed
        let notice = DamagedCatalogQuestion.fileRestoredNotice(context.translator)
        database.onFileRestored { [weak toasts] _ in
            Task { @MainActor in _ = toasts?.show(notice) }
        }
    }

    /// What the check found.
    private enum Finding: Sendable {
        case sound
        case damaged(CatalogRecovery)
        /// The check or the copy failed for another reason (a full disk): `summary` says which.
        case failed(summary: String, any Error)
    }

    /// Checks the database off the main thread, and asks the user when it is damaged.
    func run() {
        let checkFailed = tr("Couldn’t check the catalog database.")
        let copyFailed = tr("The catalog database is damaged, and what can still be read couldn’t be copied.")
        PendingWork.start { [database, context] in
            let finding = await Task.detached(priority: .utility) { () -> Finding in
                do {
                    guard try !database.passesQuickCheck() else { return .sound }
                } catch {
                    return .failed(summary: checkFailed, error)
                }
                do {
                    return .damaged(try database.recoverReadableRecords(now: context.now()))
                } catch {
                    return .failed(summary: copyFailed, error)
                }
            }.value
            self.handle(finding)
        }
    }

    private func handle(_ finding: Finding) {
        switch finding {
        case .sound:
            return
        case .failed(let summary, let error):
            toasts.show(FailureMessage(summary, error: error, translator: context.translator).text)
        case .damaged(let recovery):
            let question = DamagedCatalogQuestion(
                pets: recovery.pets, recipes: recovery.recipes,
                damagedFilePath: recovery.damagedFileDestination.path, context: context)
            guard question.canRecover else {
                replace(after: recovery, recovering: false, question: question)
                MessageDialog.present(over: window, heading: tr("Catalog Restored"), body: question.body)
                return
            }
            QuestionDialog.present(
                over: window, heading: question.heading, body: question.body, keep: question.recover, act: question.startOver
            ) { startsOver in
                // The dialog holds the check until it is answered.
                self.replace(after: recovery, recovering: !startsOver, question: question)
            }
        }
    }

    /// Replaces the damaged file, off the main thread, and says how it went.
    private func replace(after recovery: CatalogRecovery, recovering: Bool, question: DamagedCatalogQuestion) {
        let showsOutcome = question.canRecover
        PendingWork.start { [database, seed, toasts] in
            let result = await Task.detached(priority: .userInitiated) {
                Result { try database.replaceDamagedFile(after: recovery, keepingRecoveredRecords: recovering, seed: seed) }
            }.value
            switch result {
            case .success:
                if showsOutcome { toasts.show(question.outcome(recovered: recovering)) }
            case .failure(let error):
                toasts.show(question.failure(error).text)
            }
        }
    }
}
