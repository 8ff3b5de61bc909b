#ifndef PET_ADOPTION_CGTK_OPTIONS_H
#define PET_ADOPTION_CGTK_OPTIONS_H

// Typed inline helpers for the command line (Sources/PetAdoptionApp/App/CommandLineOptions.swift):
// reading the options GLib parsed (which its "handle-local-options" signal passes), and
// noticing that GLib could not parse them. The options themselves are added from Swift
// with g_application_add_main_option, which copies its strings.

#include <gio/gio.h>

/// Whether the flag `name` (a G_OPTION_ARG_NONE main option) was given.
static inline gboolean pet_options_flag(GVariantDict *options, const char *name) {
    gboolean given = FALSE;
    return g_variant_dict_lookup(options, name, "b", &given) && given;
}

/// The value of the string option `name` (a G_OPTION_ARG_STRING main option), for
/// g_free; NULL when it was not given.
static inline gchar *pet_options_string(GVariantDict *options, const char *name) {
    gchar *value = NULL;
    return g_variant_dict_lookup(options, name, "s", &value) ? value : NULL;
}

/// The remaining arguments (the G_OPTION_REMAINING main option, a G_OPTION_ARG_FILENAME_ARRAY),
/// NULL-terminated, for g_strfreev; NULL when there are none.
static inline gchar **pet_options_remaining(GVariantDict *options) {
    GVariant *value = g_variant_dict_lookup_value(options, G_OPTION_REMAINING, G_VARIANT_TYPE_BYTESTRING_ARRAY);
    if (value == NULL) return NULL;
    gchar **remaining = g_variant_dup_bytestring_array(value, NULL);
    g_variant_unref(value);
    return remaining;
}

#define PET_OPTION_ERROR_KEY "pet-adoption-option-error"

static inline void pet_note_option_error(GOptionContext *context, GOptionGroup *group, gpointer application, GError **error) {
    g_object_set_data(G_OBJECT(application), PET_OPTION_ERROR_KEY, GINT_TO_POINTER(1));
}

/// Makes `application` remember when GLib cannot parse its command line (an unknown
/// option): GLib then prints the error and g_application_run returns 1 before
/// "handle-local-options", which pet_application_had_option_error tells apart.
/// The option group added for it has no options and does not show in --help.
static inline void pet_application_note_option_errors(GApplication *application) {
    GOptionGroup *group = g_option_group_new("pet-adoption-errors", "", "", application, NULL);
    g_option_group_set_error_hook(group, pet_note_option_error);
    g_application_add_option_group(application, group);
}

/// Whether GLib could not parse `application`'s command line.
static inline gboolean pet_application_had_option_error(GApplication *application) {
    return g_object_get_data(G_OBJECT(application), PET_OPTION_ERROR_KEY) != NULL;
}

#endif
