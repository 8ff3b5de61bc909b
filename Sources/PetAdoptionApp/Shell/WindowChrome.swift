import CGtk

/// What the main window puts around its view stack of sections, and how it adapts to a
/// narrow window; with ``SectionLayout`` the only place that differs by libadwaita version:
///
/// - libadwaita 1.4 and later: each section's panes have their own header bars (see
///   ``SectionLayout``). At ``switcherWidth`` and below, the view switcher leaves the detail
///   pane's header for the bar at the bottom; at ``foldWidth`` and below, the sections collapse
///   to one pane at a time. Both are breakpoints of the window, as the HIG's adaptive
///   layouts are.
/// - libadwaita 1.2 and 1.3: one header bar over the stack, with a back button, a view
///   switcher title (giving way to the bottom bar when it does not fit) and the main menu.
@MainActor
struct WindowChrome {
    /// At this width (in sp) and below, the view switcher moves from the header to the bottom bar.
    static let switcherWidth = 860.0
    /// At this width (in sp) and below, each section shows one pane at a time (the list's
    /// and the detail's smallest widths, ``SectionLayout/listWidth`` and ``SectionLayout/detailWidth``).
    static let foldWidth = Double(SectionLayout.listWidth + SectionLayout.detailWidth)

    /// The window's content around the stack.
    let content: UnsafeMutablePointer<GtkWidget>
    /// The view switcher bar at the bottom, revealed when the header has no room for a switcher.
    let switcherBar: UnsafeMutablePointer<GtkWidget>
    /// The window's own back button (before libadwaita 1.4; later, the detail pane's
    /// header bar shows its own).
    let backButton: UnsafeMutablePointer<GtkWidget>?

    /// The chrome of `window` titled `title` around `stack`, whose pages are `layouts`,
    /// with `banner` over them; `menuButton` makes the main menu's button.
    init(
        window: UnsafeMutablePointer<GtkWidget>, title: String, stack: OpaquePointer, layouts: [SectionLayout],
        banner: UnsafeMutablePointer<GtkWidget>, menuButton: () -> UnsafeMutablePointer<GtkWidget>
    ) {
        switcherBar = adw_view_switcher_bar_new()
        adw_view_switcher_bar_set_stack(pet_adw_view_switcher_bar(switcherBar), stack)
        let stackWidget = pet_gtk_widget(stack.objectPointer)!
        gtk_widget_set_vexpand(stackWidget, 1)
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        #if ADW_1_4
        backButton = nil
        let windowPointer = pet_adw_application_window(window)
        let narrow = pet_window_add_breakpoint(windowPointer, Self.switcherWidth)
        let folded = pet_window_add_breakpoint(windowPointer, Self.foldWidth)
        // The last breakpoint that applies wins: the folded one repeats the narrow one's settings.
        for breakpoint in [narrow, folded] {
            pet_breakpoint_set_boolean(breakpoint, switcherBar.objectPointer, "reveal", 1)
            for layout in layouts {
                pet_breakpoint_set_null(breakpoint, layout.detailHeader.objectPointer, "title-widget")
            }
        }
        for layout in layouts {
            pet_breakpoint_set_boolean(folded, layout.widget.objectPointer, "collapsed", 1)
        }
        #else
        let backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        Widgets.describe(backButton, as: tr("Back"))
        gtk_actionable_set_action_name(pet_gtk_actionable(backButton), "win.back")
        self.backButton = backButton
        let header = adw_header_bar_new()!
        pet_header_bar_set_view_switcher_title(
            pet_adw_header_bar(header), stack, pet_adw_view_switcher_bar(switcherBar), title)
        adw_header_bar_pack_start(pet_adw_header_bar(header), backButton)
        adw_header_bar_pack_end(pet_adw_header_bar(header), menuButton())
        gtk_box_append(pet_gtk_box(content), header)
        #endif
        gtk_box_append(pet_gtk_box(content), banner)
        gtk_box_append(pet_gtk_box(content), stackWidget)
        gtk_box_append(pet_gtk_box(content), switcherBar)
    }
}
