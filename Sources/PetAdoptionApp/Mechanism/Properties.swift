/// Every GObject property the app watches, each declared once (see ``ObjectProperty``). A
/// call site names one by key path: `onNotify(window, \.isActive) { … }`.
struct Properties: Sendable {
    /// The declarations.
    static let all = Properties()

    let root = ObjectProperty("root", of: "GtkWidget")
    let scaleFactor = ObjectProperty("scale-factor", of: "GtkWidget")
    let focusWidget = ObjectProperty("focus-widget", of: "GtkWindow")
    let isActive = ObjectProperty("is-active", of: "GtkWindow")
    let checkButtonActive = ObjectProperty("active", of: "GtkCheckButton")
    let switchActive = ObjectProperty("active", of: "GtkSwitch")
    /// A label's text.
    let label = ObjectProperty("label", of: "GtkLabel")
    let expanded = ObjectProperty("expanded", of: "GtkExpander")
    let searchModeEnabled = ObjectProperty("search-mode-enabled", of: "GtkSearchBar")
    let singleSelectionSelected = ObjectProperty("selected", of: "GtkSingleSelection")
    let dropDownSelected = ObjectProperty("selected", of: "GtkDropDown")
    let comboRowSelected = ObjectProperty("selected", of: "AdwComboRow")
    let viewStackVisibleChild = ObjectProperty("visible-child", of: "AdwViewStack")
    #if ADW_1_4
    let splitViewCollapsed = ObjectProperty("collapsed", of: "AdwNavigationSplitView")
    let splitViewShowContent = ObjectProperty("show-content", of: "AdwNavigationSplitView")
    #else
    let leafletFolded = ObjectProperty("folded", of: "AdwLeaflet")
    let leafletVisibleChild = ObjectProperty("visible-child", of: "AdwLeaflet")
    #endif
}
