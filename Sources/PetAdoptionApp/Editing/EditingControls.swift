import CGtk
import PetCore

/// A section's editing buttons: Add in the list pane's toolbar opens an empty
/// ``FormWindow``; Edit on the record's page opens the selected record's form; Delete on
/// the page starts its deletion, with an Undo toast (the record is deleted from the store
/// when the toast goes away without Undo, and a failure to delete is a toast too). At a
/// server desk, the three are insensitive while the server cannot be reached: nothing is
/// offered that it could not take.
///
/// The list pane's top widget owns this controller; the buttons' handlers hold it weakly.
@MainActor
final class EditingControls<Form: RecordForm> {
    /// Opens an empty form (list pane toolbar).
    let addButton = gtk_button_new_from_icon_name("list-add-symbolic")!
    /// Opens the selected record's form (the record's page).
    let editButton = Accessibility.mnemonicButton(tr("_Edit"))
    /// Deletes the selected record, with Undo (the record's page).
    let deleteButton = Accessibility.mnemonicButton(tr("_Delete"))
    /// The form opened last, while it is open.
    private(set) weak var openForm: FormWindow<Form>?

    private let makeForm: @MainActor (_ id: String?) -> Form?
    private let selectedID: @MainActor () -> String?
    private let toasts: ToastPresenter
    /// Called with each record a form saved (after the form window closed).
    var onSaved: (@MainActor (Form.Record) -> Void)?
    /// Follows what the open form saves.
    private var savedBinding: Binding?
    /// The form opened last, kept until the next one opens: its window closes as it
    /// saves, and the binding holds its model weakly, so the save must outlive the window.
    private var followedForm: Form?

    /// Buttons that make forms with `makeForm` (an add form for `nil`, the edit form of the
    /// record with an id, `nil` when there is no such record) for the record
    /// `selectedID()` returns.
    ///
    /// - Parameters:
    ///   - addLabel: the Add button's tooltip and accessible name ("Add Pet").
    ///   - owner: the widget that owns the controls (the list pane).
    ///   - addToToolbar: puts the Add button in the list pane's toolbar.
    ///   - addToPage: puts a button in the record page's actions.
    ///   - toasts: where the deletion toasts show.
    ///   - reachability: the shelter server's, at a server desk.
    init(
        addLabel: String, owner: UnsafeMutablePointer<GtkWidget>,
        addToToolbar: (UnsafeMutablePointer<GtkWidget>) -> Void, addToPage: (UnsafeMutablePointer<GtkWidget>) -> Void,
        toasts: ToastPresenter, reachability: ServerReachability? = nil, selectedID: @escaping @MainActor () -> String?,
        makeForm: @escaping @MainActor (_ id: String?) -> Form?
    ) {
        self.makeForm = makeForm
        self.selectedID = selectedID
        self.toasts = toasts
        Widgets.describe(addButton, as: addLabel)
        addToToolbar(addButton)
        // Plain buttons, not pills: beside the page's own actions they still fit a 360 px window.
        gtk_widget_add_css_class(deleteButton, "destructive-action")
        addToPage(editButton)
        addToPage(deleteButton)

        ObjectOwnership.attach(self, to: owner)
        connect(addButton, \.clicked) { [weak self] in self?.openForm(id: nil) }
        connect(editButton, \.clicked) { [weak self] in
            guard let self, let id = self.selectedID() else { return }
            self.openForm(id: id)
        }
        connect(deleteButton, \.clicked) { [weak self] in self?.deleteSelected() }
        if let reachability {
            bind(addButton, to: reachability, \.isReachable) { [editButton, deleteButton] addButton, isReachable in
                for button in [addButton, editButton, deleteButton] { Widgets.setSensitive(button, isReachable) }
            }
        }
    }

    private func openForm(id: String?) {
        guard let form = makeForm(id) else { return }
        openForm = FormWindow.present(form, over: id == nil ? addButton : editButton)
        savedBinding?.cancel()
        followedForm = form
        savedBinding = bind(addButton, to: form.editing, reading: { ($0.saved, $0.savedNotice) }) { [weak self] button, saved in
            guard let self, let record = saved.0, let notice = saved.1 else { return }
            self.onSaved?(record)
            Accessibility.announce(notice, from: button)
        }
    }

    private func deleteSelected() {
        guard let id = selectedID(), let editing = makeForm(id)?.editing else { return }
        editing.delete()
        guard let notice = editing.deletionNotice else { return }
        // The toast keeps the editing cycle until it goes away.
        toasts.show(notice, undo: { editing.undoDelete() }, onDismissed: { [weak toasts] _ in
            perform {
                await editing.finishDeletion()
                guard let failure = editing.failure else { return }
                toasts?.show(failure.text)
                editing.dismissFailure()
            }
        })
    }
}
