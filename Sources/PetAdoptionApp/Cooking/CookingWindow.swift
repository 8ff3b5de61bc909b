import CGtk
import PetCore

/// Cooking mode: a window over the app's window showing a recipe's directions one step
/// at a time in large type, with the ingredients the step mentions, a button for each
/// duration it names (which starts a kitchen timer) and the running timers.
///
/// Keys: Right, Page Down or Space go to the next step (Space unless the focused control
/// takes it, as a timer button does); Left, Page Up or Backspace to the one before; a
/// swipe does the same; Home and End go to the first and last step; F11 toggles full
/// screen; Escape leaves. Leaving
/// while timers run asks first (they go on, shown on the recipe's page). While the window
/// shows, the screen does not blank. The window owns this controller.
@MainActor
final class CookingWindow {
    /// The window.
    let window: Widget<Adw.Window>
    /// The step's text, in large type.
    let stepLabel: Widget<Gtk.Label>
    /// The heading of the step's section, if any.
    let sectionLabel: Widget<Gtk.Label>
    /// The ingredients the step mentions, one label each.
    let ingredientsBox: Widget<Gtk.Box>
    /// The step's timer buttons.
    let timerButtonsBox: Widget<Gtk.Box>
    /// Goes to the step before.
    let previousButton: Widget<Gtk.Button>
    /// Goes to the next step.
    let nextButton: Widget<Gtk.Button>
    /// The timers running, from any step.
    let timersBar: CookingTimersBar
    /// The view model.
    let cooking: CookingModeViewModel

    private let title: Widget<Adw.WindowTitle>
    private let progressBar: Widget<Gtk.ProgressBar>
    private let ingredientsGroup: Widget<Gtk.Box>
    private let inhibitor: ScreenInhibitor?

    /// Cooking mode for `cooking` over `parent`: the window of `cooking-window.ui`.
    init(cooking: CookingModeViewModel, over parent: Widget<Gtk.Window>) {
        self.cooking = cooking
        let ui = BuiltUI("cooking-window.ui")
        window = ui.widget("window")
        stepLabel = ui.widget("step_label")
        sectionLabel = ui.widget("section_label")
        ingredientsBox = ui.widget("ingredients")
        ingredientsGroup = ui.widget("ingredients_group")
        timerButtonsBox = ui.widget("timer_buttons")
        previousButton = ui.widget("previous_button")
        nextButton = ui.widget("next_button")
        title = ui.widget("title")
        progressBar = ui.widget("progress_bar")
        timersBar = CookingTimersBar(timers: cooking.timers)
        adw_clamp_set_child(ui.widget("timers", as: Adw.Clamp.self).c, timersBar.widget)
        gtk_window_set_transient_for(window.window, parent.window)
        // Cooking mode fills the app's window: the same size, over it.
        gtk_window_set_default_size(
            window.window, max(gtk_widget_get_width(parent.widget), 360), max(gtk_widget_get_height(parent.widget), 294))
        let application = gtk_window_get_application(parent.window)
        inhibitor = application.map { ScreenInhibitor(application: $0) }
        if let application { gtk_window_set_application(window.window, application) }
        // The step's pane is a stop for screen readers' reading keys: named after the recipe.
        bind(ui.widget("scroller"), to: cooking, \.title) { scroller, title in
            pet_accessible_set_label(scroller.accessible, title)
        }
        ObjectOwnership.attach(self, to: window.widget)
        let content = ui.widget("content")
        let leaveButton = ui.widget("leave_button")
        let fullscreenButton = ui.widget("fullscreen_button")

        bindSteps()
        connect(previousButton, \.clicked) { [weak cooking] in cooking?.previous() }
        connect(nextButton, \.clicked) { [weak cooking] in cooking?.next() }
        connect(leaveButton, \.clicked) { [window] in gtk_window_close(window.window) }
        connect(fullscreenButton, \.clicked) { [weak self] in self?.toggleFullscreen() }
        onKeyPress(window.widget, phase: GTK_PHASE_CAPTURE) { [weak self] keyval, state in
            self?.handleKey(keyval, state: state) ?? false
        }
        // Space goes on only when the focused control does not take it: a focused timer
        // button starts its timer, as buttons do.
        onKeyPress(window.widget) { [weak cooking] keyval, state in
            guard keyval == UInt32(GDK_KEY_space), state.rawValue & Self.modifiers == 0 else { return false }
            cooking?.next()
            return true
        }
        onSwipe(content) { [weak cooking] velocityX, velocityY in
            guard abs(velocityX) > abs(velocityY) else { return }
            if velocityX < 0 { cooking?.next() } else { cooking?.previous() }
        }
        CloseGuard(window.widget) { [weak cooking] in
            cooking?.leaveQuestion.map { question in
                CloseGuard.Question(heading: tr("Leave Cooking Mode?"), body: question, keep: tr("_Keep Cooking"), act: tr("_Leave"))
            }
        }
        connect(window, \.map) { [weak self] in
            guard let self else { return }
            self.inhibitor?.inhibit(for: self.window.window)
        }
        connect(window, \.unmap) { [weak self] in self?.inhibitor?.release() }
    }

    /// Opens cooking mode for `cooking` over the window holding `widget`, focused on Next.
    @discardableResult
    static func present(_ cooking: CookingModeViewModel, over widget: UnsafeMutablePointer<GtkWidget>) -> CookingWindow? {
        guard let parent = Widget(windowOf: widget) else { return nil }
        let cookingWindow = CookingWindow(cooking: cooking, over: parent)
        gtk_window_present(cookingWindow.window.window)
        gtk_widget_grab_focus(cookingWindow.nextButton.widget)
        // The first step is said with Next, once the screen reader heard of the window.
        Widgets.retellFocusOnceActive(cookingWindow.window.widget) { [weak cooking] in cooking?.stepAnnouncement }
        return cookingWindow
    }

    /// Whether the screen is kept from blanking for cooking mode.
    var isInhibitingIdle: Bool { inhibitor?.isInhibiting ?? false }

    private func bindSteps() {
        bind(title, to: cooking, \.title) { title, text in adw_window_title_set_title(title.c, text) }
        bind(window, to: cooking, \.title) { window, text in gtk_window_set_title(window.window, text) }
        bind(title, to: cooking, \.progressText) { title, text in adw_window_title_set_subtitle(title.c, text) }
        bind(progressBar, to: cooking, \.progressFraction) { bar, fraction in gtk_progress_bar_set_fraction(bar.c, fraction) }
        bind(previousButton, to: cooking, \.canGoBack) { button, can in Widgets.setSensitive(button.widget, can) }
        bind(nextButton, to: cooking, \.canGoForward) { button, can in Widgets.setSensitive(button.widget, can) }
        bind(stepLabel, to: cooking, \.step) { [weak self] _, step in self?.show(step) }
    }

    /// Shows `step` (nothing for a recipe without steps) and tells screen readers.
    private func show(_ step: CookingStep?) {
        Widgets.setText(stepLabel.widget, step?.text ?? cooking.progressText)
        Widgets.setText(sectionLabel.widget, step?.section ?? "")
        gtk_widget_set_visible(sectionLabel.widget, step?.section == nil ? 0 : 1)
        for child in Widgets.children(of: ingredientsBox.widget) { gtk_box_remove(ingredientsBox.c, child) }
        for line in step?.ingredients ?? [] {
            gtk_box_append(ingredientsBox.c, Widgets.label(line, classes: ["cooking-ingredient"], xalign: 0.5, wraps: true))
        }
        gtk_widget_set_visible(ingredientsGroup.widget, step?.ingredients.isEmpty == false ? 1 : 0)
        // A timer button with the focus goes with its step: the focus moves to the new
        // step's first timer button, else to the way on.
        let hadFocus = Widgets.hasFocus(within: timerButtonsBox.widget)
        for child in Widgets.children(of: timerButtonsBox.widget) { gtk_box_remove(timerButtonsBox.c, child) }
        for timer in step?.timers ?? [] {
            gtk_box_append(timerButtonsBox.c, timerButton(timer).widget)
        }
        gtk_widget_set_visible(timerButtonsBox.widget, step?.timers.isEmpty == false ? 1 : 0)
        if hadFocus {
            let wayOn = cooking.canGoForward ? nextButton : previousButton
            gtk_widget_grab_focus(Widgets.children(of: timerButtonsBox.widget).first ?? wayOn.widget)
        }
        if gtk_widget_get_mapped(window.widget) != 0 { announceStep() }
    }

    /// Tells screen readers the step shown and how far it is ("Step 2 of 7. Mix the flour.").
    private func announceStep() {
        if let announcement = cooking.stepAnnouncement { Accessibility.announce(announcement, from: stepLabel.widget) }
    }

    /// A button that starts a timer for `timer`'s duration: a clock and the duration as
    /// written, which name it; its description says what it does.
    private func timerButton(_ timer: CookingStep.Timer) -> Widget<Gtk.Button> {
        let button = Self.pillButton(icon: "alarm-symbolic", label: timer.text)
        Accessibility.setDescription(timer.accessibleDescription, of: button.widget)
        connect(button, \.clicked) { [weak cooking] in cooking?.start(timer) }
        return button
    }

    /// The modifiers that make a key another shortcut than cooking mode's own.
    private static let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue

    /// Cooking mode's keys, before the focused control sees them; Space is handled after.
    private func handleKey(_ keyval: UInt32, state: GdkModifierType) -> Bool {
        guard state.rawValue & Self.modifiers == 0 else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Right, GDK_KEY_Page_Down, GDK_KEY_KP_Right:
            cooking.next()
        case GDK_KEY_Left, GDK_KEY_Page_Up, GDK_KEY_BackSpace, GDK_KEY_KP_Left:
            cooking.previous()
        case GDK_KEY_Home:
            cooking.go(to: 0)
        case GDK_KEY_End:
            cooking.go(to: cooking.stepCount - 1)
        case GDK_KEY_Escape:
            gtk_window_close(window.window)
        case GDK_KEY_F11:
            toggleFullscreen()
        default:
            return false
        }
        return true
    }

    private func toggleFullscreen() {
        if gtk_window_is_fullscreen(window.window) != 0 {
            gtk_window_unfullscreen(window.window)
        } else {
            gtk_window_fullscreen(window.window)
        }
    }

    /// A rounded button of `icon` and `label`, as Previous and Next are.
    private static func pillButton(icon: String, label: String) -> Widget<Gtk.Button> {
        let content = Widget<Adw.ButtonContent>(adw_button_content_new())
        adw_button_content_set_icon_name(content.c, icon)
        adw_button_content_set_label(content.c, label)
        let button = Widget<Gtk.Button>(gtk_button_new())
        gtk_button_set_child(button.c, content.widget)
        gtk_widget_add_css_class(button.widget, "pill")
        return button
    }
}
