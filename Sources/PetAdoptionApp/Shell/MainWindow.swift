import CGtk
import Foundation
import PetCore

/// The main window: one page per section in a view stack, in the ``WindowChrome`` of
/// header bars, view switcher and bottom bar, and the window actions (`win.close`,
/// `win.search`, `win.back`, `win.show-section`, `win.undo`, `win.show-help-overlay`).
/// A section's panes are built when it is first shown.
///
/// The window widget owns this controller; the window's size and last section are
/// remembered in a ``WindowStateStore``.
@MainActor
final class MainWindow {
    /// The `AdwApplicationWindow`.
    let window: UnsafeMutablePointer<GtkWidget>
    /// The sections, in switcher order.
    let sections: [SectionView]
    /// The window's toasts, over all of its content (an `AdwToastOverlay`).
    let toasts: ToastPresenter
    /// The banner over the sections, hidden until something lasting needs saying (the
    /// shelter server cannot be reached: ``ReachabilityBanner``).
    let banner = pet_banner_new()!

    private let stack: OpaquePointer
    private let chrome: WindowChrome
    private let stateStore: WindowStateStore
    private var searchAction: OpaquePointer?
    private var backAction: OpaquePointer?
    private var undoAction: OpaquePointer?
    /// Whether the window is being or has been destroyed (its widgets may be gone).
    private var isDestroyed = false
    /// The section that was last brought into view.
    private weak var shownSection: SectionView?
    /// Whether the window has painted a frame.
    private var hasPainted = false
    /// What runs once the first frame is painted.
    private var firstFrameHandlers: [@MainActor () -> Void] = []

    /// Builds a window of `application` with one page per builder, restored from `stateStore`.
    init(application: some GObjectReference, sections builders: [any SectionBuilder], stateStore: WindowStateStore) {
        self.stateStore = stateStore
        window = adw_application_window_new(pet_gtk_application(application.objectPointer))
        let stack = pet_adw_view_stack(adw_view_stack_new())!
        self.stack = stack
        let toasts = ToastPresenter(overlay: adw_toast_overlay_new())
        self.toasts = toasts
        sections = builders.map {
            SectionView(builder: $0, stack: stack, menuButton: Self.primaryMenuButton, toasts: toasts)
        }
        for section in sections {
            let page = adw_view_stack_add_titled(stack, section.layout.widget, section.name, section.title)
            adw_view_stack_page_set_icon_name(page, section.iconName)
        }
        chrome = WindowChrome(
            window: window, title: tr("Pet Adoption"), stack: stack, layouts: sections.map(\.layout), banner: banner,
            menuButton: Self.primaryMenuButton)
        adw_toast_overlay_set_child(toasts.overlay.c, chrome.content)
        adw_application_window_set_content(pet_adw_application_window(window), toasts.overlay.widget)
        gtk_window_set_title(pet_gtk_window(window), tr("Pet Adoption"))
        gtk_widget_set_size_request(window, 360, 294)

        ObjectOwnership.attach(self, to: window)
        addActions()
        restore(stateStore.load())
        shownSection = visibleSection
        shownSection?.didShow(in: window)
        Widgets.retellFocusOnceActive(window)
        // Asked first: a close the question stops saves nothing.
        CloseGuard(window) { [weak self] in
            self?.closeQuestion?().map { question in
                CloseGuard.Question(heading: tr("Quit Pet Adoption?"), body: question, keep: tr("_Keep Cooking"), act: tr("_Quit"))
            }
        }
        connect(window, \.closeRequest, { [weak self] in
            self?.saveState()
            return false
        })
        watchForFirstFrame()
        onNotify(stack, \.viewStackVisibleChild) { [weak self] in
            guard let self else { return }
            self.shownSection?.didHide()
            self.shownSection = self.visibleSection
            self.shownSection?.didShow(in: self.window)
            self.updateActions()
        }
        for section in sections {
            // The layout folds while it is allocated; showing the back button then would
            // change the header bar after its allocation (a GTK warning), so it waits a turn.
            section.onNavigationChange {
                PendingWork.start { [weak self] in
                    guard let self, !self.isDestroyed else { return }
                    self.updateActions()
                }
            }
        }
        connect(window, \.destroy) { [weak self] in self?.isDestroyed = true }
        updateActions()
    }

    /// What to say before the window closes (`"2 timers are still running. Quitting stops
    /// them."`); `nil` when it may close at once.
    var closeQuestion: (@MainActor () -> String?)?

    /// The name of the section in view.
    var visibleSectionName: String? {
        adw_view_stack_get_visible_child_name(stack).map { String(cString: $0) }
    }

    /// The section in view.
    var visibleSection: SectionView? {
        sections.first { $0.name == visibleSectionName }
    }

    /// Whether the bottom view switcher bar is revealed (the header is too narrow).
    var isSwitcherBarRevealed: Bool {
        adw_view_switcher_bar_get_reveal(pet_adw_view_switcher_bar(chrome.switcherBar)) != 0
    }

    /// Whether a back button is shown: the window's own, or the detail pane's header bar's,
    /// which shows exactly while the section can go back.
    var isBackButtonVisible: Bool {
        guard let backButton = chrome.backButton else { return visibleSection?.canGoBack ?? false }
        return gtk_widget_get_visible(backButton) != 0
    }

    /// Brings the section named `name` into view; unknown names are ignored.
    func showSection(named name: String) {
        guard sections.contains(where: { $0.name == name }) else { return }
        adw_view_stack_set_visible_child_name(stack, name)
    }

    /// Calls `handler` once the window has painted its first frame (soon, if it has):
    /// for start-up work that can wait until the window is on screen. Handlers run from
    /// the main queue, after the frame, not inside GTK's paint cycle.
    func afterFirstFrame(_ handler: @escaping @MainActor () -> Void) {
        if hasPainted {
            PendingWork.start { handler() }
        } else {
            firstFrameHandlers.append(handler)
        }
    }

    private func watchForFirstFrame() {
        connect(window, \.realize) { [weak self] () -> Void in
            guard let self, let clock = gtk_widget_get_frame_clock(self.window) else { return }
            var afterPaint: SignalHandler?
            afterPaint = connect(clock, \.afterPaint) { [weak self] in
                afterPaint?.disconnect()
                afterPaint = nil
                guard let self, !self.hasPainted else { return }
                self.hasPainted = true
                let handlers = self.firstFrameHandlers
                self.firstFrameHandlers = []
                PendingWork.start { handlers.forEach { $0() } }
            }
        }
    }

    private func addActions() {
        Actions.add("close", to: window) { [weak self] _ in
            guard let self else { return }
            gtk_window_close(pet_gtk_window(self.window))
        }
        searchAction = Actions.add("search", to: window) { [weak self] _ in self?.visibleSection?.search?() }
        backAction = Actions.add("back", to: window) { [weak self] _ in self?.visibleSection?.goBack() }
        // Enabled only while there is something to undo, so Ctrl+Z in a text field undoes typing otherwise.
        undoAction = Actions.add("undo", to: window) { [weak self] _ in self?.toasts.undoLatest() }
        g_simple_action_set_enabled(undoAction, 0)
        toasts.onUndoChange = { [weak self] in
            guard let self else { return }
            g_simple_action_set_enabled(self.undoAction, self.toasts.canUndo ? 1 : 0)
        }
        Actions.add("show-section", to: window, takesString: true) { [weak self] name in
            if let name { self?.showSection(named: name) }
        }
        Actions.add("show-help-overlay", to: window) { [weak self] _ in
            guard let self else { return }
            ShortcutsWindow.present(sections: self.sections, parent: self.window)
        }
    }

    private func updateActions() {
        let section = visibleSection
        g_simple_action_set_enabled(searchAction, section?.search != nil ? 1 : 0)
        let canGoBack = section?.canGoBack ?? false
        g_simple_action_set_enabled(backAction, canGoBack ? 1 : 0)
        if let backButton = chrome.backButton { gtk_widget_set_visible(backButton, canGoBack ? 1 : 0) }
    }

    private func restore(_ state: WindowState) {
        gtk_window_set_default_size(pet_gtk_window(window), state.width, state.height)
        if state.isMaximized { gtk_window_maximize(pet_gtk_window(window)) }
        for section in sections {
            if let text = state.filters[section.name] { section.restoreFilter(text) }
        }
        if let name = state.sectionName { showSection(named: name) }
    }

    /// Writes the window's size, section and filters for the next run.
    func saveState() {
        var state = WindowState()
        gtk_window_get_default_size(pet_gtk_window(window), &state.width, &state.height)
        state.isMaximized = gtk_window_is_maximized(pet_gtk_window(window)) != 0
        state.sectionName = visibleSectionName
        for section in sections where !section.filterText.isEmpty {
            state.filters[section.name] = section.filterText
        }
        do {
            try stateStore.save(state)
        } catch {
            FileHandle.standardError.write(Data(
                (Localization.translator.tr("pet-adoption: window state not saved: %1$@", "\(error)") + "\n").utf8))
        }
    }

    private static func primaryMenuButton() -> UnsafeMutablePointer<GtkWidget> {
        let menu = Object<G.Menu>(g_menu_new())
        defer { g_object_unref(menu.objectPointer) }
        // Reload: the composition root adds `win.reload` (Ctrl+R).
        g_menu_append(menu.c, tr("_Reload Catalog"), "win.reload")
        // Import: the window's ImportController adds `win.import` (Ctrl+O).
        g_menu_append(menu.c, tr("_Import…"), "win.import")
        // `win.import-address` (Ctrl+L), from the same controller.
        g_menu_append(menu.c, tr("Import from a _Web Address…"), "win.import-address")
        // Export: the window's ExportController adds `win.export` (Ctrl+E).
        g_menu_append(menu.c, tr("_Export…"), "win.export")
        g_menu_append(menu.c, tr("_Preferences"), "app.preferences")
        g_menu_append(menu.c, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(menu.c, tr("_About Pet Adoption"), "app.about")
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(pet_gtk_menu_button(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(pet_gtk_menu_button(button), menu.menuModel)
        // GTK 4.18 leaves the items it builds unnamed for screen readers: named by their text.
        pet_menu_button_name_items(pet_gtk_menu_button(button))
        gtk_menu_button_set_primary(pet_gtk_menu_button(button), 1)
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        pet_accessible_set_label(pet_gtk_accessible(button), tr("Main Menu"))
        return button
    }
}
