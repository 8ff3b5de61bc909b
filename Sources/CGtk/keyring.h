#ifndef PET_ADOPTION_CGTK_KEYRING_H
#define PET_ADOPTION_CGTK_KEYRING_H

// The shelter server's passwords in the desktop's keyring, through libsecret (the Secret
// Service on the desktop, the Secret portal inside the Flatpak). libsecret's calls take
// their attributes as variadic arguments, which Swift cannot pass: one helper per call,
// each with the schema's four attributes. Each blocks on D-Bus: call them off the main
// thread (Sources/PetAdoptionApp/Server/Keyring.swift).

#include <libsecret/secret.h>

/// A password of the shelter's server, found by the address it opens.
static inline const SecretSchema *pet_keyring_schema(void) {
    static const SecretSchema schema = {
        "io.github.petadoption.PetAdoption.ShelterServer",
        SECRET_SCHEMA_NONE,
        {
            {"host", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {"port", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {"database", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {"user", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {NULL, 0},
        },
        0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
    };
    return &schema;
}

/// The password kept for the address, or NULL (free it with secret_password_free).
static inline gchar *pet_keyring_lookup(const char *host, const char *port, const char *database, const char *user,
                                        GError **error) {
    return secret_password_lookup_sync(pet_keyring_schema(), NULL, error, "host", host, "port", port, "database",
                                       database, "user", user, NULL);
}

/// Keeps `password` for the address in the default collection, labelled `label`.
static inline gboolean pet_keyring_store(const char *label, const char *password, const char *host, const char *port,
                                         const char *database, const char *user, GError **error) {
    return secret_password_store_sync(pet_keyring_schema(), SECRET_COLLECTION_DEFAULT, label, password, NULL, error,
                                      "host", host, "port", port, "database", database, "user", user, NULL);
}

#endif
