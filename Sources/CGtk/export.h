#ifndef PET_ADOPTION_CGTK_EXPORT_H
#define PET_ADOPTION_CGTK_EXPORT_H

// Helpers for exporting (Sources/PetAdoptionApp/Export): writing a file whole through
// GIO, which also works for the file-chooser portal's document files, and copying photos
// next to it. They use no GTK and may run on any thread.

#include <gio/gio.h>

/// The GFile a destination names: a URI ("file:///…") or a path, a relative one in the
/// current folder.
static inline GFile *pet_export_file_new(const char *destination) {
    return g_file_new_for_commandline_arg(destination);
}

/// Writes `length` bytes of `data` to `destination` with g_file_replace_contents: an
/// existing file is replaced atomically (a new file written beside it, then renamed over
/// it). A new file that could not be written whole is deleted, so a failed export leaves
/// no half file. Returns TRUE on success; else sets `*message` (g_free it) to why.
static inline gboolean pet_export_write(const char *destination, const void *data, gsize length, char **message) {
    GFile *file = pet_export_file_new(destination);
    gboolean existed = g_file_query_exists(file, NULL);
    GError *error = NULL;
    gboolean written = g_file_replace_contents(file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, &error);
    if (!written) {
        if (!existed) g_file_delete(file, NULL, NULL);
        *message = g_strdup(error != NULL ? error->message : "");
        g_clear_error(&error);
    }
    g_object_unref(file);
    return written;
}

/// Copies the file at `source` (a path) to `name` (a relative path) inside the `photos`
/// folder next to `destination`, making the folders it needs and replacing a file there.
/// Returns whether it was copied.
static inline gboolean pet_export_copy_photo(const char *source, const char *destination, const char *name) {
    GFile *file = pet_export_file_new(destination);
    GFile *folder = g_file_get_parent(file);
    g_object_unref(file);
    if (folder == NULL) return FALSE;
    GFile *photos = g_file_get_child(folder, "photos");
    g_object_unref(folder);
    GFile *target = g_file_resolve_relative_path(photos, name);
    g_object_unref(photos);
    GFile *parent = g_file_get_parent(target);
    GError *error = NULL;
    if (parent != NULL && !g_file_make_directory_with_parents(parent, NULL, &error)
        && !g_error_matches(error, G_IO_ERROR, G_IO_ERROR_EXISTS)) {
        g_clear_error(&error);
        g_object_unref(parent);
        g_object_unref(target);
        return FALSE;
    }
    g_clear_error(&error);
    if (parent != NULL) g_object_unref(parent);
    GFile *from = g_file_new_for_path(source);
    gboolean copied = g_file_copy(from, target, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL);
    g_object_unref(from);
    g_object_unref(target);
    return copied;
}

#endif
