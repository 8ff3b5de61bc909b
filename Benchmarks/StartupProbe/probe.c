/*
 * Start-up probe: an LD_PRELOAD library that times any GTK 4 application the same way,
 * with nothing app-specific.
 *
 * It wraps gtk_window_present() (and _with_time). On the first call (the first toplevel the app shows)
 * it calls the real function, then connects to the window's frame clock "after-paint";
 * at the first painted frame it writes "<ms since PROBE_START_NS> <peak RSS KiB>" to
 * PROBE_OUT, saves the frame as a PNG when PROBE_PNG names a file, and exits at once
 * (or, with PROBE_STAY=1, lets the app go on, for timing what it does after that frame).
 *
 * Build: cc -shared -fPIC -O2 -o probe.so probe.c $(pkg-config --cflags --libs gtk4) -ldl
 * Use:   PROBE_START_NS=$(date +%s%N) PROBE_OUT=t.txt LD_PRELOAD=./probe.so gnome-calculator
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

static gboolean presented = FALSE;

/* Saves what `window` shows now as a PNG at `path` (best effort). */
static void save_frame(GtkWidget *window, const char *path) {
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    if (node != NULL && renderer != NULL) {
        GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width, height));
        gdk_texture_save_to_png(texture, path);
        g_object_unref(texture);
    }
    if (node != NULL) gsk_render_node_unref(node);
    g_object_unref(paintable);
}

static void after_paint(GdkFrameClock *clock, gpointer window) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    long long now_ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
    const char *start = getenv("PROBE_START_NS");
    double elapsed_ms = start ? (now_ns - atoll(start)) / 1e6 : -1;
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    const char *out = getenv("PROBE_OUT");
    FILE *file = out ? fopen(out, "w") : stdout;
    if (file != NULL) {
        fprintf(file, "%.1f %ld\n", elapsed_ms, usage.ru_maxrss);
        if (file != stdout) fclose(file);
    }
    const char *png = getenv("PROBE_PNG");
    if (png != NULL && *png != '\0') save_frame(GTK_WIDGET(window), png);
    const char *stay = getenv("PROBE_STAY");
    if (stay == NULL || strcmp(stay, "1") != 0) _exit(0);
    g_signal_handlers_disconnect_by_func(clock, after_paint, window);
}

/* Connects to the first presented window's frame clock. */
static void watch_first(GtkWindow *window) {
    if (presented) return;
    presented = TRUE;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
    if (clock != NULL) g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), window);
}

void gtk_window_present(GtkWindow *window) {
    static void (*real)(GtkWindow *) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
    real(window);
    watch_first(window);
}

void gtk_window_present_with_time(GtkWindow *window, guint32 timestamp) {
    static void (*real)(GtkWindow *, guint32) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *, guint32))dlsym(RTLD_NEXT, "gtk_window_present_with_time");
    real(window, timestamp);
    watch_first(window);
}
