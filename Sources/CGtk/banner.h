#ifndef PET_ADOPTION_CGTK_BANNER_H
#define PET_ADOPTION_CGTK_BANNER_H

// A banner across the top of the window's content, for a state that lasts (the shelter
// server cannot be reached), with an optional button: libadwaita's AdwBanner from 1.3;
// before it (Debian 12's 1.2) a revealer holding a label and a button, styled alike
// (`.pet-banner`, Sources/PetAdoptionApp/Server/ReachabilityBanner.swift).

#include <gtk/gtk.h>
#include <adwaita.h>

/// A banner, hidden until pet_banner_set_revealed.
static inline GtkWidget *pet_banner_new(void) {
#if ADW_CHECK_VERSION(1, 3, 0)
    return adw_banner_new("");
#else
    GtkWidget *revealer = gtk_revealer_new();
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_add_css_class(box, "pet-banner");
    GtkWidget *label = gtk_label_new("");
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
    gtk_widget_set_hexpand(label, TRUE);
    gtk_box_append(GTK_BOX(box), label);
    GtkWidget *button = gtk_button_new();
    gtk_button_set_use_underline(GTK_BUTTON(button), TRUE);
    gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
    gtk_widget_set_visible(button, FALSE);
    gtk_box_append(GTK_BOX(box), button);
    gtk_revealer_set_child(GTK_REVEALER(revealer), box);
    return revealer;
#endif
}

#if !ADW_CHECK_VERSION(1, 3, 0)
/// The label of a banner before libadwaita 1.3.
static inline GtkLabel *pet_banner_label(GtkWidget *banner) {
    return GTK_LABEL(gtk_widget_get_first_child(gtk_revealer_get_child(GTK_REVEALER(banner))));
}
/// The button of a banner before libadwaita 1.3: its "clicked" is the banner's "button-clicked".
static inline GtkWidget *pet_banner_button(GtkWidget *banner) {
    return gtk_widget_get_last_child(gtk_revealer_get_child(GTK_REVEALER(banner)));
}
#endif

/// Sets the label of the banner's button (with a mnemonic), or hides it with NULL.
static inline void pet_banner_set_button_label(GtkWidget *banner, const char *label) {
#if ADW_CHECK_VERSION(1, 3, 0)
    adw_banner_set_button_label(ADW_BANNER(banner), label);
#else
    GtkWidget *button = pet_banner_button(banner);
    if (label)
        gtk_button_set_label(GTK_BUTTON(button), label);
    gtk_widget_set_visible(button, label != NULL);
#endif
}
/// Sets the banner's text (plain text, never markup).
static inline void pet_banner_set_title(GtkWidget *banner, const char *title) {
#if ADW_CHECK_VERSION(1, 3, 0)
    adw_banner_set_use_markup(ADW_BANNER(banner), FALSE);
    adw_banner_set_title(ADW_BANNER(banner), title);
#else
    gtk_label_set_text(pet_banner_label(banner), title);
#endif
}
/// The banner's text.
static inline const char *pet_banner_get_title(GtkWidget *banner) {
#if ADW_CHECK_VERSION(1, 3, 0)
    return adw_banner_get_title(ADW_BANNER(banner));
#else
    return gtk_label_get_text(pet_banner_label(banner));
#endif
}
/// Shows or hides the banner, sliding.
static inline void pet_banner_set_revealed(GtkWidget *banner, gboolean revealed) {
#if ADW_CHECK_VERSION(1, 3, 0)
    adw_banner_set_revealed(ADW_BANNER(banner), revealed);
#else
    gtk_revealer_set_reveal_child(GTK_REVEALER(banner), revealed);
#endif
}
/// Whether the banner is shown.
static inline gboolean pet_banner_get_revealed(GtkWidget *banner) {
#if ADW_CHECK_VERSION(1, 3, 0)
    return adw_banner_get_revealed(ADW_BANNER(banner));
#else
    return gtk_revealer_get_reveal_child(GTK_REVEALER(banner));
#endif
}

#endif
