import CGtk
import Foundation
import PetCore

/// The `AdwApplication`: application actions and accelerators, and one ``MainWindow``.
///
/// Actions: `app.quit` (Ctrl+Q, closes every window so each saves its state),
/// `app.preferences` (Ctrl+,), `app.about`; the window adds `win.close` (Ctrl+W), `win.search` (Ctrl+F), `win.back`
/// (Alt+Left), `win.show-section` (Alt+1, Alt+2...) and `win.show-help-overlay` (Ctrl+?).
/// The style follows the system's dark preference (AdwStyleManager's default scheme); the
/// app's own rules are `style.css` of its resources (``AppResources``), which libadwaita
/// loads at start-up from the resource base path.
///
/// With `PET_ADOPTION_EXIT_AFTER_FIRST_FRAME=1` in the environment the application quits
/// as soon as its window has painted one frame, so start-up can be timed as a whole process.
@MainActor
final class PetAdoptionApplication {
    /// The environment variable that makes the app quit after its first frame.
    nonisolated static let exitAfterFirstFrameVariable = "PET_ADOPTION_EXIT_AFTER_FIRST_FRAME"

    /// The `AdwApplication`.
    let application: UnsafeMutablePointer<AdwApplication>
    /// The main window, once activated and until it is destroyed.
    private(set) weak var mainWindow: MainWindow?
    #if !GTK_4_10
    /// Whether a main window is shown (or waits to be): GTK has registered the process with
    /// the accessibility registry, or is about to; it does so once per process.
    private static var hasShownAWindow = false
    #endif

    private let stateStore: WindowStateStore
    private let makeSections: @MainActor () -> [any SectionBuilder]
    private let windowCreated: @MainActor (MainWindow) -> Void
    private let showPreferences: @MainActor (_ over: UnsafeMutablePointer<GtkWidget>) -> Void

    /// An application with the id `id`, whose window shows the sections `sections` builds
    /// and remembers its state in `stateStore`. `windowCreated` is called once the main
    /// window is on screen, to attach what needs the window (import, start-up notices);
    /// `preferences` shows Preferences over the window it is given.
    init(
        id: String,
        flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS,
        stateStore: WindowStateStore,
        sections: @escaping @MainActor () -> [any SectionBuilder],
        windowCreated: @escaping @MainActor (MainWindow) -> Void = { _ in },
        preferences: @escaping @MainActor (_ over: UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }
    ) {
        application = adw_application_new(id, flags)
        AppResources.register()
        // The same resources whatever the id (each test's application has one of its own).
        g_application_set_resource_base_path(application.gApplication, AppResources.basePath)
        self.stateStore = stateStore
        makeSections = sections
        self.windowCreated = windowCreated
        showPreferences = preferences
        connect(application, \.applicationStartup) { [weak self] in self?.startUp() }
        connect(application, \.applicationActivate) { [weak self] in self?.activate() }
    }

    isolated deinit {
        g_object_unref(application.objectPointer)
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    func run() -> Int32 {
        MainQueueBridge.install()
        return g_application_run(application.gApplication, CommandLine.argc, CommandLine.unsafeArgv)
    }

    private var gtkApplication: UnsafeMutablePointer<GtkApplication> {
        application.gtkApplication
    }

    /// Sets the name desktop notifications (a finished kitchen timer) come from, once in
    /// the process: GLib warns when it is set again, as each test's application would.
    private static let applicationName: Void = g_set_application_name(tr("Pet Adoption"))

    private func startUp() {
        Self.applicationName
        Actions.add("quit", to: application) { [weak self] _ in self?.closeAllWindows() }
        Actions.add("about", to: application) { [weak self] _ in self?.showAbout() }
        Actions.add("preferences", to: application) { [weak self] _ in
            guard let self, let window = self.mainWindow?.window else { return }
            self.showPreferences(window)
        }
        // A session logout or `kill` (SIGTERM) and Ctrl+C in a terminal (SIGINT) quit the
        // way Ctrl+Q does, without asking: the window keeps its state, and the catalog is
        // written whole when the main loop returns.
        for signal in [SIGTERM, SIGINT] {
            UnixSignalHandler.on(signal) { [weak self] in self?.quitAtOnce() }
        }
        BundledIcons.addBuildTreeFolder()
    }

    private func activate() {
        if let mainWindow {
            gtk_window_present(pet_gtk_window(mainWindow.window))
            return
        }
        let window = MainWindow(application: application, sections: makeSections(), stateStore: stateStore)
        let groups = AppShortcut.all(sections: window.sections.map { ($0.name, $0.title) })
        for shortcut in groups.flatMap(\.shortcuts) {
            if let action = shortcut.action { setAccelerator(shortcut.accelerator, for: action) }
        }
        if ProcessInfo.processInfo.environment[Self.exitAfterFirstFrameVariable] == "1" {
            quitAfterFirstFrame(of: window)
        }
        mainWindow = window
        whenScreenReadersCanHear(window) { [weak self] in
            gtk_window_present(pet_gtk_window(window.window))
            self?.windowCreated(window)
        }
    }

    /// Runs `show` (which presents `window`) once screen readers can hear the window. GTK
    /// before 4.10 tells the accessibility registry of the app only after its first window's
    /// first frame, and a screen reader drops what the window says before (its name, that it
    /// is active, the focus): the app's first window has GTK register the app first and is
    /// shown once the registry lists it (`registration.h`), a matter of milliseconds.
    private func whenScreenReadersCanHear(_ window: MainWindow, _ show: @escaping @MainActor () -> Void) {
        #if GTK_4_10
        show()
        #else
        guard !Self.hasShownAWindow else { return show() }
        Self.hasShownAWindow = true
        pet_window_realize_accessible(pet_gtk_window(window.window))
        Accessibility.afterRegistration(owner: window.window, show)
        #endif
    }

    /// Replaces the main window with a new one built from the sections the application
    /// makes now (another catalog opened from Preferences): the old window's state is
    /// saved first, so the new one opens at the same size and section, and the old one
    /// goes once the new one is on screen. Other windows (forms, cooking mode) are the
    /// caller's to have closed.
    func replaceMainWindow() {
        let old = mainWindow
        old?.saveState()
        mainWindow = nil
        activate()
        if let old { gtk_window_destroy(pet_gtk_window(old.window)) }
    }

    /// Whether a window other than the main window (and Preferences) is open: a form or
    /// cooking mode, whose work belongs to the catalog the main window shows.
    var hasOtherWindows: Bool {
        GLibList.widgets(of: gtk_application_get_windows(gtkApplication)).contains { window in
            window != mainWindow?.window && pet_is_preferences(window.objectPointer) == 0
        }
    }

    private func setAccelerator(_ accelerator: String, for action: String) {
        CStringArray([accelerator]).withUnsafePointer { gtk_application_set_accels_for_action(gtkApplication, action, $0) }
    }

    private func closeAllWindows() {
        let windows = g_list_copy(gtk_application_get_windows(gtkApplication))
        defer { g_list_free(windows) }
        var node = windows
        while let current = node {
            gtk_window_close(pet_gtk_window(current.pointee.data))
            node = current.pointee.next
        }
    }

    /// Saves the main window's state and quits, asking nothing (forms and cooking mode
    /// close with the windows).
    private func quitAtOnce() {
        mainWindow?.saveState()
        g_application_quit(application.gApplication)
    }

    private func showAbout() {
        guard let window = gtk_application_get_active_window(gtkApplication) else { return }
        let about = pet_about_new(
            tr("Pet Adoption"), AppIdentity.id, AppIdentity.version, tr("The Pet Adoption Contributors"),
            tr("Find a pet to adopt, and treats to cook for it"),
            // TRANSLATORS: your name, and those of who translated the app with you, one per line.
            tr("translator-credits"))!
        let name = { Accessibility.nameParts(of: about, title: tr("Pet Adoption"), search: tr("Search"), unlabelled: tr("Back")) }
        #if ADW_1_5
        // An AdwDialog holds its content out of its widget tree until it is presented: named
        // right after, before a screen reader has seen it.
        pet_dialog_present(about, window, gtkApplication)
        name()
        #else
        name()
        pet_dialog_present(about, window, gtkApplication)
        #endif
    }

    /// Quits once `window` has painted its first frame.
    private func quitAfterFirstFrame(of window: MainWindow) {
        window.afterFirstFrame { [weak self] in
            guard let self else { return }
            g_application_quit(self.application.gApplication)
        }
    }
}
