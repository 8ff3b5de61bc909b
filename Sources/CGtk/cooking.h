#ifndef PET_ADOPTION_CGTK_COOKING_H
#define PET_ADOPTION_CGTK_COOKING_H

// Typed inline helpers for the kitchen timers (Sources/PetAdoptionApp/Cooking): libcanberra,
// which plays the sound theme's event sounds, loaded when the first sound plays.
//
// The binary does not link libcanberra: a system or Flatpak runtime without it still
// starts, and a finished timer is then silent (its notification says the same). The
// header gives the prototypes and property names only; each function pointer below has
// the type of the function it is loaded as, so a changed prototype fails the build.

#include <gtk/gtk.h>
#include <canberra.h>
#include <dlfcn.h>
#include <stdint.h>

/// The soname the sound player loads (libcanberra's ABI since 0.2).
#define PET_CANBERRA_SONAME "libcanberra.so.0"

/// The libcanberra functions the sound player calls, loaded from the library.
typedef struct {
    __typeof__(ca_context_create) *create;
    __typeof__(ca_context_change_props) *change_props;
    __typeof__(ca_context_play) *play;
    __typeof__(ca_context_cancel) *cancel;
    __typeof__(ca_context_destroy) *destroy;
    __typeof__(ca_strerror) *strerror;
} PetCanberra;

/// Loads `soname` (normally PET_CANBERRA_SONAME) and its six functions into `library`.
/// Returns NULL on success, or the dynamic loader's reason ("libcanberra.so.0: cannot
/// open shared object file: ..."), valid until the next call into the loader. The
/// library stays loaded for the rest of the process.
static inline const char *pet_canberra_load(const char *soname, PetCanberra *library) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return dlerror();
    library->create = (__typeof__(ca_context_create) *)dlsym(handle, "ca_context_create");
    library->change_props = (__typeof__(ca_context_change_props) *)dlsym(handle, "ca_context_change_props");
    library->play = (__typeof__(ca_context_play) *)dlsym(handle, "ca_context_play");
    library->cancel = (__typeof__(ca_context_cancel) *)dlsym(handle, "ca_context_cancel");
    library->destroy = (__typeof__(ca_context_destroy) *)dlsym(handle, "ca_context_destroy");
    library->strerror = (__typeof__(ca_strerror) *)dlsym(handle, "ca_strerror");
    if (!library->create || !library->change_props || !library->play || !library->cancel || !library->destroy
        || !library->strerror) {
        const char *reason = dlerror();
        dlclose(handle);
        return reason != NULL ? reason : "a libcanberra function is missing";
    }
    return NULL;
}

/// Makes in `*context` a libcanberra context that names the application `application_id`
/// ("Pet Adoption" `application_name`) to the sound server; returns libcanberra's result
/// (CA_SUCCESS is 0, `library->strerror` words the others). Nothing connects to a sound
/// server before the first sound.
static inline int pet_canberra_context_new(const PetCanberra *library, const char *application_id,
                                           const char *application_name, ca_context **context) {
    int result = library->create(context);
    if (result != CA_SUCCESS) return result;
    return library->change_props(*context,
                                 CA_PROP_APPLICATION_ID, application_id,
                                 CA_PROP_APPLICATION_NAME, application_name,
                                 NULL);
}

/// Plays the sound theme's "complete" event sound (something finished) as sound `id`,
/// described as `description` for whoever cannot hear it; returns libcanberra's result
/// (CA_SUCCESS is 0). The sound plays in the background.
static inline int pet_canberra_play_complete(const PetCanberra *library, ca_context *context, uint32_t id,
                                             const char *description) {
    return library->play(context, id,
                         CA_PROP_EVENT_ID, "complete",
                         CA_PROP_EVENT_DESCRIPTION, description,
                         NULL);
}

#endif
