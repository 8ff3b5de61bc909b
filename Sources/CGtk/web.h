#ifndef PET_ADOPTION_CGTK_WEB_H
#define PET_ADOPTION_CGTK_WEB_H

// Recipe pages and their photos fetched over HTTP with libsoup 3, GNOME's HTTP library:
// it follows the desktop's proxy settings, takes TLS from glib-networking and decodes
// compressed answers. Its blocking calls are used, each fetch on a thread of its own with
// a session of its own (Sources/PetWeb/SoupWebFetcher.swift). Swift imports these calls
// as they are; the helpers below are the few GLib macros and error domains it cannot.

#include <libsoup/soup.h>

/// Whether `error` is of GIO's error domain with `code`.
static inline gboolean pet_error_is_io(const GError *error, GIOErrorEnum code) {
    return g_error_matches(error, G_IO_ERROR, code);
}

/// Whether `error` is a failure to resolve a host name.
static inline gboolean pet_error_is_resolver(const GError *error) {
    return error != NULL && error->domain == G_RESOLVER_ERROR;
}

/// Whether `error` is a TLS failure (a certificate not trusted, a handshake that failed).
static inline gboolean pet_error_is_tls(const GError *error) {
    return error != NULL && error->domain == G_TLS_ERROR;
}

/// Whether `error` is a TLS certificate the system does not trust (expired, for another
/// name, signed by no known authority).
static inline gboolean pet_error_is_untrusted_certificate(const GError *error) {
    return g_error_matches(error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE);
}

/// Whether `error` is libsoup's "too many redirects".
static inline gboolean pet_error_is_too_many_redirects(const GError *error) {
    return g_error_matches(error, SOUP_SESSION_ERROR, SOUP_SESSION_ERROR_TOO_MANY_REDIRECTS);
}

#endif
