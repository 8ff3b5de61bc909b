#ifndef PET_ADOPTION_CGTK_SECTIONS_H
#define PET_ADOPTION_CGTK_SECTIONS_H

// The window's sections: how a section's list and detail panes sit side by side and fold
// into one at narrow widths, and where the header bars and the view switcher go. This is
// where libadwaita's versions differ most, and the Swift side keeps the difference in one
// type (SectionLayout) and its window (WindowChrome).
//
// libadwaita 1.4 and later: an AdwNavigationSplitView per section, each pane an
// AdwToolbarView with a header bar of its own; breakpoints of the window collapse it and
// move the view switcher to the bar at the bottom.
// libadwaita 1.2 and 1.3: an AdwLeaflet per section under the window's one header bar,
// whose AdwViewSwitcherTitle gives way to the bar (both deprecated in 1.4, and only
// compiled before it).

#include <gtk/gtk.h>
#include <adwaita.h>

#if ADW_CHECK_VERSION(1, 4, 0)

static inline AdwNavigationSplitView *pet_adw_navigation_split_view(gpointer p) {
    return ADW_NAVIGATION_SPLIT_VIEW(p);
}
static inline AdwToolbarView *pet_adw_toolbar_view(gpointer p) { return ADW_TOOLBAR_VIEW(p); }

/// A split view whose sidebar takes `fraction` of its width, between `min_width` and
/// `max_width` pixels.
static inline GtkWidget *pet_split_view_new(double fraction, double min_width, double max_width) {
    GtkWidget *split = adw_navigation_split_view_new();
    AdwNavigationSplitView *view = ADW_NAVIGATION_SPLIT_VIEW(split);
    adw_navigation_split_view_set_sidebar_width_unit(view, ADW_LENGTH_UNIT_PX);
    adw_navigation_split_view_set_sidebar_width_fraction(view, fraction);
    adw_navigation_split_view_set_min_sidebar_width(view, min_width);
    adw_navigation_split_view_set_max_sidebar_width(view, max_width);
    return split;
}

/// Makes a page titled `title` (what its header and the back button name) the sidebar
/// of `split` when `sidebar`, its content otherwise: an AdwToolbarView with `header` on
/// top. Returns the toolbar view, whose content the caller sets.
static inline GtkWidget *pet_split_view_add_pane(GtkWidget *split, gboolean sidebar, const char *title,
                                                 const char *tag, GtkWidget *header) {
    GtkWidget *toolbar = adw_toolbar_view_new();
    adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(toolbar), header);
    AdwNavigationPage *page = adw_navigation_page_new_with_tag(toolbar, title, tag);
    if (sidebar) {
        adw_navigation_split_view_set_sidebar(ADW_NAVIGATION_SPLIT_VIEW(split), page);
    } else {
        adw_navigation_split_view_set_content(ADW_NAVIGATION_SPLIT_VIEW(split), page);
    }
    return toolbar;
}

/// Titles the content page of the split view `split`.
static inline void pet_split_view_set_content_title(GtkWidget *split, const char *title) {
    adw_navigation_page_set_title(adw_navigation_split_view_get_content(ADW_NAVIGATION_SPLIT_VIEW(split)), title);
}
/// The title of the content page of the split view `split`.
static inline const char *pet_split_view_get_content_title(GtkWidget *split) {
    return adw_navigation_page_get_title(adw_navigation_split_view_get_content(ADW_NAVIGATION_SPLIT_VIEW(split)));
}

/// Adds a breakpoint to `window` that applies while the window is at most `width` sp
/// wide (pixels at the default text size); returns it (the window owns it).
static inline AdwBreakpoint *pet_window_add_breakpoint(AdwApplicationWindow *window, double width) {
    AdwBreakpoint *breakpoint = adw_breakpoint_new(
        adw_breakpoint_condition_new_length(ADW_BREAKPOINT_CONDITION_MAX_WIDTH, width, ADW_LENGTH_UNIT_SP));
    adw_application_window_add_breakpoint(window, breakpoint);
    return breakpoint;
}

/// While `breakpoint` applies, the boolean `property` of `object` is `value`.
static inline void pet_breakpoint_set_boolean(AdwBreakpoint *breakpoint, gpointer object, const char *property,
                                              gboolean value) {
    GValue setting = G_VALUE_INIT;
    g_value_init(&setting, G_TYPE_BOOLEAN);
    g_value_set_boolean(&setting, value);
    adw_breakpoint_add_setter(breakpoint, G_OBJECT(object), property, &setting);
    g_value_unset(&setting);
}

/// While `breakpoint` applies, the object `property` of `object` is NULL (a header bar's
/// "title-widget": the header then shows its page's title).
static inline void pet_breakpoint_set_null(AdwBreakpoint *breakpoint, gpointer object, const char *property) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), property);
    g_return_if_fail(spec != NULL);
    GValue setting = G_VALUE_INIT;
    g_value_init(&setting, spec->value_type);
    adw_breakpoint_add_setter(breakpoint, G_OBJECT(object), property, &setting);
    g_value_unset(&setting);
}

#else

static inline GtkWidget *pet_adw_leaflet_new(void) {
    GtkWidget *leaflet = adw_leaflet_new();
    adw_leaflet_set_can_navigate_back(ADW_LEAFLET(leaflet), TRUE);
    return leaflet;
}
static inline void pet_adw_leaflet_append(GtkWidget *leaflet, GtkWidget *child, gboolean navigatable) {
    AdwLeafletPage *page = adw_leaflet_append(ADW_LEAFLET(leaflet), child);
    adw_leaflet_page_set_navigatable(page, navigatable);
}
static inline gboolean pet_adw_leaflet_get_folded(GtkWidget *leaflet) {
    return adw_leaflet_get_folded(ADW_LEAFLET(leaflet));
}
static inline GtkWidget *pet_adw_leaflet_get_visible_child(GtkWidget *leaflet) {
    return adw_leaflet_get_visible_child(ADW_LEAFLET(leaflet));
}
static inline void pet_adw_leaflet_set_visible_child(GtkWidget *leaflet, GtkWidget *child) {
    adw_leaflet_set_visible_child(ADW_LEAFLET(leaflet), child);
}
static inline gboolean pet_adw_leaflet_navigate_back(GtkWidget *leaflet) {
    return adw_leaflet_navigate(ADW_LEAFLET(leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}

/// Reveals the view switcher bar `data[1]` when the switcher title `data[0]` shows its title
/// instead of its switcher; an idle callback that owns both references.
static inline gboolean pet_switcher_bar_follow_title(gpointer data) {
    GObject **pair = data;
    gboolean title_visible = adw_view_switcher_title_get_title_visible(ADW_VIEW_SWITCHER_TITLE(pair[0]));
    adw_view_switcher_bar_set_reveal(ADW_VIEW_SWITCHER_BAR(pair[1]), title_visible);
    return G_SOURCE_REMOVE;
}
static inline void pet_switcher_bar_pair_free(gpointer data) {
    GObject **pair = data;
    g_object_unref(pair[0]);
    g_object_unref(pair[1]);
    g_free(pair);
}
/// The switcher title's title appears while the window lays itself out, after the box
/// around the bar has measured it: revealed then, the bar would be allocated the height it
/// had hidden, less than its border (GTK warns "attempt to allocate AdwViewSwitcher … height
/// -1" when animations are off). So the bar follows once the frame is done.
static inline void pet_switcher_title_visible_changed(GObject *switcher, GParamSpec *pspec, gpointer bar) {
    (void)pspec;
    GObject **pair = g_new(GObject *, 2);
    pair[0] = g_object_ref(switcher);
    pair[1] = g_object_ref(G_OBJECT(bar));
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, pet_switcher_bar_follow_title, pair, pet_switcher_bar_pair_free);
}

/// Puts a view switcher of `stack` in `header` as its title that gives way, in a window
/// too narrow for it, to `title` and to `bar`, a view switcher bar at the bottom.
static inline void pet_header_bar_set_view_switcher_title(AdwHeaderBar *header, AdwViewStack *stack,
                                                          AdwViewSwitcherBar *bar, const char *title) {
    GtkWidget *switcher = adw_view_switcher_title_new();
    adw_view_switcher_title_set_stack(ADW_VIEW_SWITCHER_TITLE(switcher), stack);
    adw_view_switcher_title_set_title(ADW_VIEW_SWITCHER_TITLE(switcher), title);
    adw_header_bar_set_title_widget(header, switcher);
    adw_view_switcher_bar_set_reveal(bar, adw_view_switcher_title_get_title_visible(ADW_VIEW_SWITCHER_TITLE(switcher)));
    g_signal_connect_object(switcher, "notify::title-visible", G_CALLBACK(pet_switcher_title_visible_changed),
                            bar, G_CONNECT_DEFAULT);
}

#endif

#endif
