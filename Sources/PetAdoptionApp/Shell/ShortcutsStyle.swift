#if GTK_4_18 && ADW_1_5 && !ADW_1_8
/// The look of the keys in ``ShortcutsWindow``'s dialog of GTK 4.18 and libadwaita 1.5 to
/// 1.7 (libadwaita 1.8's shortcuts dialog draws its own): keycaps, as GTK's shortcuts
/// window drew them.
enum ShortcutsStyle {
    /// The style sheet; ``ShortcutsWindow`` installs it.
    @MainActor static let sheet = StyleSheet("""
        .shortcut-keys > .keycap {
            min-width: 20px; min-height: 25px; padding: 2px 6px; border-radius: 6px; font-size: smaller;
            background-color: var(--card-bg-color); color: var(--card-fg-color);
            box-shadow: 0 0 0 1px rgb(0 0 6 / 3%), 0 1px 3px 1px rgb(0 0 6 / 7%), 0 2px 6px 2px rgb(0 0 6 / 3%);
        }
        """)
}
#endif
