import CGtk

// The widget classes the view layer uses, each declared once: its GType and whether GTK
// lets Swift see its instance struct. `WidgetClassDeclarationTests` checks each one.

/// GTK's widget classes (`Gtk.Box` is `GtkBox`).
enum Gtk {
    enum Box: StructWidgetClass {
        typealias Instance = GtkBox
        static var type: GType { gtk_box_get_type() }
    }
    enum Button: StructWidgetClass & ActionableClass {
        typealias Instance = GtkButton
        static var type: GType { gtk_button_get_type() }
    }
    enum CheckButton: StructWidgetClass {
        typealias Instance = GtkCheckButton
        static var type: GType { gtk_check_button_get_type() }
    }
    enum DropDown: OpaqueWidgetClass {
        static var type: GType { gtk_drop_down_get_type() }
    }
    enum Entry: StructWidgetClass & EditableClass {
        typealias Instance = GtkEntry
        static var type: GType { gtk_entry_get_type() }
    }
    enum Expander: OpaqueWidgetClass {
        static var type: GType { gtk_expander_get_type() }
    }
    enum FlowBox: OpaqueWidgetClass {
        static var type: GType { gtk_flow_box_get_type() }
    }
    enum FlowBoxChild: StructWidgetClass {
        typealias Instance = GtkFlowBoxChild
        static var type: GType { gtk_flow_box_child_get_type() }
    }
    enum Frame: StructWidgetClass {
        typealias Instance = GtkFrame
        static var type: GType { gtk_frame_get_type() }
    }
    enum Grid: StructWidgetClass {
        typealias Instance = GtkGrid
        static var type: GType { gtk_grid_get_type() }
    }
    enum GridView: OpaqueWidgetClass & ScrollableClass {
        static var type: GType { gtk_grid_view_get_type() }
    }
    enum Image: OpaqueWidgetClass {
        static var type: GType { gtk_image_get_type() }
    }
    enum Label: OpaqueWidgetClass {
        static var type: GType { gtk_label_get_type() }
    }
    enum ListBox: OpaqueWidgetClass {
        static var type: GType { gtk_list_box_get_type() }
    }
    enum ListBoxRow: StructWidgetClass {
        typealias Instance = GtkListBoxRow
        static var type: GType { gtk_list_box_row_get_type() }
    }
    enum ListView: OpaqueWidgetClass & ScrollableClass {
        static var type: GType { gtk_list_view_get_type() }
    }
    enum MenuButton: OpaqueWidgetClass {
        static var type: GType { gtk_menu_button_get_type() }
    }
    enum PasswordEntry: OpaqueWidgetClass & EditableClass {
        static var type: GType { gtk_password_entry_get_type() }
    }
    enum Picture: OpaqueWidgetClass {
        static var type: GType { gtk_picture_get_type() }
    }
    enum Popover: StructWidgetClass {
        typealias Instance = GtkPopover
        static var type: GType { gtk_popover_get_type() }
    }
    enum ProgressBar: OpaqueWidgetClass {
        static var type: GType { gtk_progress_bar_get_type() }
    }
    enum ScrolledWindow: OpaqueWidgetClass {
        static var type: GType { gtk_scrolled_window_get_type() }
    }
    enum SearchBar: OpaqueWidgetClass {
        static var type: GType { gtk_search_bar_get_type() }
    }
    enum SearchEntry: OpaqueWidgetClass & EditableClass {
        static var type: GType { gtk_search_entry_get_type() }
    }
    enum SpinButton: OpaqueWidgetClass & EditableClass {
        static var type: GType { gtk_spin_button_get_type() }
    }
    enum Stack: OpaqueWidgetClass {
        static var type: GType { gtk_stack_get_type() }
    }
    enum Switch: OpaqueWidgetClass {
        static var type: GType { gtk_switch_get_type() }
    }
    enum TextView: StructWidgetClass {
        typealias Instance = GtkTextView
        static var type: GType { gtk_text_view_get_type() }
    }
    enum ToggleButton: StructWidgetClass & DerivedWidgetClass {
        typealias Superclass = Gtk.Button
        typealias Instance = GtkToggleButton
        static var type: GType { gtk_toggle_button_get_type() }
    }
    enum Window: StructWidgetClass & WindowClass {
        typealias Instance = GtkWindow
        static var type: GType { gtk_window_get_type() }
    }
}

/// libadwaita's widget classes (`Adw.ActionRow` is `AdwActionRow`).
enum Adw {
    enum ActionRow: StructWidgetClass & DerivedWidgetClass {
        typealias Superclass = Adw.PreferencesRow
        typealias Instance = AdwActionRow
        static var type: GType { adw_action_row_get_type() }
    }
    enum ApplicationWindow: StructWidgetClass & WindowClass {
        typealias Instance = AdwApplicationWindow
        static var type: GType { adw_application_window_get_type() }
    }
    enum ButtonContent: OpaqueWidgetClass {
        static var type: GType { adw_button_content_get_type() }
    }
    enum Clamp: OpaqueWidgetClass {
        static var type: GType { adw_clamp_get_type() }
    }
    enum ComboRow: StructWidgetClass & DerivedWidgetClass {
        typealias Superclass = Adw.ActionRow
        typealias Instance = AdwComboRow
        static var type: GType { adw_combo_row_get_type() }
    }
    enum EntryRow: StructWidgetClass & EditableClass & DerivedWidgetClass {
        typealias Superclass = Adw.PreferencesRow
        typealias Instance = AdwEntryRow
        static var type: GType { adw_entry_row_get_type() }
    }
    enum PreferencesGroup: StructWidgetClass {
        typealias Instance = AdwPreferencesGroup
        static var type: GType { adw_preferences_group_get_type() }
    }
    enum PreferencesRow: StructWidgetClass & DerivedWidgetClass {
        typealias Superclass = Gtk.ListBoxRow
        typealias Instance = AdwPreferencesRow
        static var type: GType { adw_preferences_row_get_type() }
    }
    enum StatusPage: OpaqueWidgetClass {
        static var type: GType { adw_status_page_get_type() }
    }
    enum ToastOverlay: OpaqueWidgetClass {
        static var type: GType { adw_toast_overlay_get_type() }
    }
    enum Window: StructWidgetClass & WindowClass {
        typealias Instance = AdwWindow
        static var type: GType { adw_window_get_type() }
    }
    enum WindowTitle: OpaqueWidgetClass {
        static var type: GType { adw_window_title_get_type() }
    }
}

extension Gtk {
    /// Every class declared in ``Gtk`` and ``Adw``, for the tests that check them.
    static var declaredClasses: [any WidgetClass.Type] {
        [
            Gtk.Box.self, Gtk.Button.self, Gtk.CheckButton.self, Gtk.DropDown.self, Gtk.Entry.self, Gtk.Expander.self,
            Gtk.FlowBox.self, Gtk.FlowBoxChild.self, Gtk.Frame.self, Gtk.Grid.self, Gtk.GridView.self, Gtk.Image.self,
            Gtk.Label.self, Gtk.ListBox.self, Gtk.ListBoxRow.self, Gtk.ListView.self, Gtk.MenuButton.self, Gtk.PasswordEntry.self,
            Gtk.Picture.self, Gtk.Popover.self, Gtk.ProgressBar.self, Gtk.ScrolledWindow.self, Gtk.SearchBar.self,
            Gtk.SearchEntry.self, Gtk.SpinButton.self, Gtk.Stack.self, Gtk.Switch.self, Gtk.TextView.self,
            Gtk.ToggleButton.self, Gtk.Window.self,
            Adw.ActionRow.self, Adw.ApplicationWindow.self, Adw.ButtonContent.self, Adw.Clamp.self, Adw.ComboRow.self,
            Adw.EntryRow.self, Adw.PreferencesGroup.self, Adw.PreferencesRow.self, Adw.StatusPage.self,
            Adw.ToastOverlay.self, Adw.Window.self, Adw.WindowTitle.self,
        ]
    }
}
