import CGtk
import PetCore

/// Small builders and accessors shared by every page's widgets, so each pane reads as a
/// layout and each binding as one line.
@MainActor
enum Widgets {
    /// A label with `classes` (e.g. `"title-1"`, `"dim-label"`), aligned to `xalign`,
    /// ellipsized at the end unless it wraps (then centred lines when it is centred), its
    /// text selectable (to copy a message) when `selectable`.
    static func label(
        _ text: String? = nil, classes: [String] = [], xalign: Float = 0, wraps: Bool = false, selectable: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(pet_gtk_label(label), xalign)
        if wraps {
            gtk_label_set_wrap(pet_gtk_label(label), 1)
            gtk_label_set_wrap_mode(pet_gtk_label(label), PANGO_WRAP_WORD_CHAR)
            // A centred label's lines are centred too.
            if xalign == 0.5 { gtk_label_set_justify(pet_gtk_label(label), GTK_JUSTIFY_CENTER) }
        } else {
            gtk_label_set_ellipsize(pet_gtk_label(label), PANGO_ELLIPSIZE_END)
        }
        if selectable { gtk_label_set_selectable(pet_gtk_label(label), 1) }
        for name in classes { gtk_widget_add_css_class(label, name) }
        return label
    }

    /// An `AdwStatusPage`. Its scrolled window is no stop for Tab: a status page's few
    /// lines need no scrolling, and a screen reader would meet an unnamed scroll pane.
    static func statusPage() -> Widget<Adw.StatusPage> {
        let page = Widget<Adw.StatusPage>(adw_status_page_new())
        if let scroller = gtk_widget_get_first_child(page.widget) { gtk_widget_set_focusable(scroller, 0) }
        return page
    }

    /// Calls `action` once `widget` is on screen (mapped): now, or right after the frame
    /// that maps it (focus given during the mapping itself reaches no assistive technology
    /// on GTK 4.8).
    static func whenMapped(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor () -> Void) {
        guard gtk_widget_get_mapped(widget) == 0 else { return action() }
        weak var handler: SignalHandler?
        handler = connect(widget, \.map) { () -> Void in
            handler?.disconnect()
            PendingWork.start { action() }
        }
    }

    /// Once `window` first becomes active, gives its focus again (after GTK has told of the
    /// activation), so a screen reader hears where the focus is, with what `saying` returns
    /// then (the first step of cooking mode). A window takes its focus as it is built,
    /// before it is active; a screen reader hears of that focus before it hears of the
    /// window, then says only the window's title. A focus the user moved meanwhile was
    /// heard as it moved, and stays; a text field keeps what was typed and selected.
    static func retellFocusOnceActive(
        _ window: UnsafeMutablePointer<GtkWidget>, saying: @escaping @MainActor () -> String? = { nil }
    ) {
        weak var handler: SignalHandler?
        handler = onNotify(window, \.isActive) {
            guard let active = Widget<Gtk.Window>(windowOf: window), gtk_window_is_active(active.window) != 0 else { return }
            handler?.disconnect()
            let firstFocus = focus(in: window)
            g_object_ref(window.objectPointer)
            PendingWork.start {
                defer { g_object_unref(window.objectPointer) }
                guard gtk_widget_get_mapped(window) != 0, let focus = focus(in: window), focus == firstFocus else { return }
                Accessibility.tellWithFocus(saying(), focusing: focus) { focusAgain(focus) }
            }
        }
    }

    /// The widget that has the keyboard focus in `window`, if one has.
    private static func focus(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(window).flatMap(gtk_root_get_focus)
    }

    /// Gives `widget` the focus, taking it away first if it has it: GTK 4.8 tells
    /// assistive technologies of no focus given before the widget was on screen. A text
    /// field keeps its cursor and selection.
    static func focusAgain(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if let root = gtk_widget_get_root(widget), gtk_root_get_focus(root) == widget { gtk_root_set_focus(root, nil) }
        pet_widget_grab_focus_keeping_text(widget)
    }

    /// Shows `text` in `label`.
    static func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_label_set_text(pet_gtk_label(label), text)
    }

    /// The text `label` shows.
    static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(pet_gtk_label(label)))
    }

    /// A box of `children`, laid out along `orientation` with `spacing` between them.
    static func box(
        _ orientation: GtkOrientation, spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>]
    ) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_box_append(pet_gtk_box(box), child) }
        return box
    }

    /// Gives `widget` the style class `name` when `isOn`, and removes it otherwise.
    static func setClass(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, _ isOn: Bool) {
        if isOn { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// Sets what assistive technologies and the tooltip call an icon-only widget.
    static func describe(_ widget: UnsafeMutablePointer<GtkWidget>, as label: String) {
        gtk_widget_set_tooltip_text(widget, label)
        pet_accessible_set_label(pet_gtk_accessible(widget), label)
    }

    /// The text an editable (an entry, a search entry, an entry row) holds.
    static func entryText(of editable: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(editable.editable))
    }

    /// Replaces the text an editable holds.
    static func setEntryText(of editable: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_editable_set_text(editable.editable, text)
    }

    /// Whether a check button is ticked.
    static func isActive(_ check: Widget<Gtk.CheckButton>) -> Bool {
        gtk_check_button_get_active(check.c) != 0
    }

    /// Ticks or unticks a check button.
    static func setActive(_ check: Widget<Gtk.CheckButton>, _ isActive: Bool) {
        gtk_check_button_set_active(check.c, isActive ? 1 : 0)
    }

    /// Sets an `AdwStatusPage`'s description, shown as plain text (it is markup in
    /// libadwaita 1.2, and may quote what the user typed).
    static func setDescription(of statusPage: Widget<Adw.StatusPage>, _ text: String) {
        let escaped = g_markup_escape_text(text, -1)
        defer { g_free(escaped) }
        adw_status_page_set_description(statusPage.c, escaped)
    }

    /// Sets the same margin on every side of `widget`.
    static func setMargins(_ widget: UnsafeMutablePointer<GtkWidget>, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    /// Whether the keyboard focus of `widget`'s window is on `widget` or inside it.
    static func hasFocus(within widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Makes `widget` sensitive or not. A focused widget that becomes insensitive first
    /// hands the focus to the next control beside it (else the previous one), so the
    /// keyboard user is not thrown back to the top of the window.
    static func setSensitive(_ widget: UnsafeMutablePointer<GtkWidget>, _ isSensitive: Bool) {
        if !isSensitive, gtk_widget_is_focus(widget) != 0, let parent = gtk_widget_get_parent(widget),
           gtk_widget_child_focus(parent, GTK_DIR_TAB_FORWARD) == 0 {
            _ = gtk_widget_child_focus(parent, GTK_DIR_TAB_BACKWARD)
        }
        gtk_widget_set_sensitive(widget, isSensitive ? 1 : 0)
    }

    /// The children of `widget`, first to last.
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The first button inside `widget` labelled `label` (with its mnemonic underscore,
    /// "_Save"), as a message dialog's responses are.
    static func button(labelled label: String, under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        descendants(of: widget).first { candidate in
            guard let button = Widget<Gtk.Button>(checking: candidate) else { return false }
            return gtk_button_get_label(button.c).map { String(cString: $0) } == label
        }
    }

    /// `widget` and everything inside it, depth first.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        [widget] + children(of: widget).flatMap(descendants(of:))
    }
}
