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
 * With PROBE_FRAMES naming a file, the app goes on and every frame the window paints
 * appends a line to that file, for the latency benchmark (Benchmarks/latency.sh): the
 * times (CLOCK_MONOTONIC, ns) at which the frame began and its update, layout and paint
 * phases ended, and whether it rendered anything (GdkSurface::render). Animations and the text cursor's blinking are then turned
 * off (GtkSettings), so that a frame is painted only when something changed and the
 * last frame after an input is the one that shows its result.
 *
 * With PROBE_PHASES naming a file, the first frame also appends one line of marks to it,
 * each "<name>=<ms since PROBE_START_NS>", for splitting start-up into phases the same way
 * for every app: loaded (every library loaded and relocated: the probe's constructor,
 * before main), activate (GApplication::activate emitted: GTK and the toolkit are
 * initialised and the app's start-up has run), build (gtk_window_present called: the
 * window is built), present (it returned: realized, with its renderer), began, layout and
 * paint (the first frame's phases).
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

/* Milliseconds from PROBE_START_NS (CLOCK_REALTIME, as `date +%s%N` gives it) to now. */
static double elapsed_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    const char *start = getenv("PROBE_START_NS");
    return start ? ((long long)now.tv_sec * 1000000000LL + now.tv_nsec - atoll(start)) / 1e6 : -1;
}

/* The start-up marks noted so far (PROBE_PHASES), written with the first frame. */
static char marks[512];
static void mark(const char *name) {
    size_t used = strlen(marks);
    snprintf(marks + used, sizeof marks - used, "%s%s=%.1f", used ? " " : "", name, elapsed_ms());
}

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
    double painted_ms = elapsed_ms();
    mark("paint");
    const char *phases = getenv("PROBE_PHASES");
    FILE *phases_file = phases != NULL && *phases != '\0' ? fopen(phases, "a") : NULL;
    if (phases_file != NULL) {
        fprintf(phases_file, "%s\n", marks);
        fclose(phases_file);
    }
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    const char *out = getenv("PROBE_OUT");
    FILE *file = out ? fopen(out, "w") : stdout;
    if (file != NULL) {
        fprintf(file, "%.1f %ld\n", painted_ms, usage.ru_maxrss);
        if (file != stdout) fclose(file);
    }
    const char *png = getenv("PROBE_PNG");
    if (png != NULL && *png != '\0') save_frame(GTK_WIDGET(window), png);
    const char *stay = getenv("PROBE_STAY");
    if (stay == NULL || strcmp(stay, "1") != 0) _exit(0);
    g_signal_handlers_disconnect_by_func(clock, after_paint, window);
}

/* CLOCK_MONOTONIC now, in ns. */
static long long monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/* When the frame being drawn began (before-paint), and when its update phase (tick
 * callbacks) and its layout ended (the probe's handlers for those run after every other
 * handler: they are connected "after"). Its paint (snapshot and render) ends at
 * after-paint. A phase the frame did not run stays 0. */
static long long began_ns, updated_ns, laid_out_ns;
/* Whether the frame being drawn rendered anything (a frame may only run tick callbacks
 * or lay out what did not change). */
static gboolean rendered;

static void note_begin(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    (void)data;
    began_ns = monotonic_ns();
    updated_ns = laid_out_ns = 0;
    rendered = FALSE;
}
static void note_update(GdkFrameClock *clock, gpointer data) { (void)clock; (void)data; updated_ns = monotonic_ns(); }
static void note_layout(GdkFrameClock *clock, gpointer data) { (void)clock; (void)data; laid_out_ns = monotonic_ns(); }

/* Appends the frame to `file`: "<began> <update ended> <layout ended> <paint ended>
 * <rendered: 1 or 0>". */
static void log_frame(GdkFrameClock *clock, gpointer file) {
    (void)clock;
    fprintf(file, "%lld %lld %lld %lld %d\n", began_ns, updated_ns, laid_out_ns, monotonic_ns(), rendered ? 1 : 0);
    fflush(file);
}

/* An emission hook on GdkSurface::render, which GDK emits only when a surface has
 * something to draw (GTK's handler stops the emission, so a handler would not run). */
static gboolean note_render(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint;
    (void)count;
    (void)values;
    (void)data;
    rendered = TRUE;
    return TRUE;
}

/* The first frame's start and the end of its layout (PROBE_PHASES). */
static void mark_first_began(GdkFrameClock *clock, gpointer data) {
    mark("began");
    g_signal_handlers_disconnect_by_func(clock, mark_first_began, data);
}
static void mark_first_layout(GdkFrameClock *clock, gpointer data) {
    mark("layout");
    g_signal_handlers_disconnect_by_func(clock, mark_first_layout, data);
}

/* Connects to the first presented window's frame clock. */
static void watch_first(GtkWindow *window) {
    if (presented) return;
    presented = TRUE;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(window));
    if (clock == NULL) return;
    const char *frames = getenv("PROBE_FRAMES");
    FILE *file = frames != NULL && *frames != '\0' ? fopen(frames, "a") : NULL;
    if (file != NULL) {
        g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, "gtk-cursor-blink", FALSE, NULL);
        g_signal_connect(clock, "before-paint", G_CALLBACK(note_begin), NULL);
        g_signal_add_emission_hook(g_signal_lookup("render", GDK_TYPE_SURFACE), 0, note_render, NULL, NULL);
        g_signal_connect_after(clock, "update", G_CALLBACK(note_update), NULL);
        g_signal_connect_after(clock, "layout", G_CALLBACK(note_layout), NULL);
        g_signal_connect(clock, "after-paint", G_CALLBACK(log_frame), file);
        return;
    }
    g_signal_connect(clock, "before-paint", G_CALLBACK(mark_first_began), NULL);
    g_signal_connect_after(clock, "layout", G_CALLBACK(mark_first_layout), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), window);
}

/* GApplication::activate: the app has started up and is about to build its window. */
static gboolean mark_activate(GSignalInvocationHint *hint, guint count, const GValue *values, gpointer data) {
    (void)hint;
    (void)count;
    (void)values;
    (void)data;
    mark("activate");
    return FALSE;
}

/* Every library is loaded and relocated; main has not run yet. */
__attribute__((constructor)) static void mark_loaded(void) {
    mark("loaded");
    if (getenv("PROBE_PHASES") == NULL) return;
    g_type_class_ref(G_TYPE_APPLICATION);
    g_signal_add_emission_hook(g_signal_lookup("activate", G_TYPE_APPLICATION), 0, mark_activate, NULL, NULL);
}

void gtk_window_present(GtkWindow *window) {
    static void (*real)(GtkWindow *) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
    if (!presented) mark("build");
    real(window);
    if (!presented) mark("present");
    watch_first(window);
}

void gtk_window_present_with_time(GtkWindow *window, guint32 timestamp) {
    static void (*real)(GtkWindow *, guint32) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *, guint32))dlsym(RTLD_NEXT, "gtk_window_present_with_time");
    if (!presented) mark("build");
    real(window, timestamp);
    if (!presented) mark("present");
    watch_first(window);
}
