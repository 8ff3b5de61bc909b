#ifndef PET_ADOPTION_CGTK_COOKING_H
#define PET_ADOPTION_CGTK_COOKING_H

// Typed inline helpers for the kitchen timers (Sources/PetAdoptionApp/Cooking): the
// variadic calls of libcanberra, which plays the sound theme's event sounds.

#include <gtk/gtk.h>
#include <canberra.h>
#include <stdint.h>

/// A libcanberra context that names the application `application_id` ("Pet Adoption"
/// `application_name`) to the sound server, or NULL when none can be made. Nothing
/// connects to a sound server before the first sound.
static inline ca_context *pet_canberra_context_new(const char *application_id, const char *application_name) {
    ca_context *context = NULL;
    if (ca_context_create(&context) != CA_SUCCESS) return NULL;
    ca_context_change_props(context,
                            CA_PROP_APPLICATION_ID, application_id,
                            CA_PROP_APPLICATION_NAME, application_name,
                            NULL);
    return context;
}

/// Plays the sound theme's "complete" event sound (something finished) as sound `id`,
/// described as `description` for whoever cannot hear it; returns libcanberra's result
/// (CA_SUCCESS is 0). The sound plays in the background.
static inline int pet_canberra_play_complete(ca_context *context, uint32_t id, const char *description) {
    return ca_context_play(context, id,
                           CA_PROP_EVENT_ID, "complete",
                           CA_PROP_EVENT_DESCRIPTION, description,
                           NULL);
}

#endif
