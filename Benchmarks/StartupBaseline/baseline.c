// The start-up baseline: the least a libadwaita app does before its first frame.
// An AdwApplicationWindow with a header bar, quitting once the first frame is painted;
// Benchmarks/startup.sh times it beside GNOME's apps and Pet Adoption.
#include <adwaita.h>

static void on_after_paint(GdkFrameClock *clock, gpointer application) {
    (void)clock;
    g_application_quit(G_APPLICATION(application));
}

static void on_realize(GtkWidget *window, gpointer application) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint), application);
}

static void on_activate(GApplication *application, gpointer data) {
    (void)data;
    GtkWidget *window = adw_application_window_new(GTK_APPLICATION(application));
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(content), adw_header_bar_new());
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
    gtk_window_set_title(GTK_WINDOW(window), "Startup Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 960, 680);
    g_signal_connect(window, "realize", G_CALLBACK(on_realize), application);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    AdwApplication *application = adw_application_new("io.github.petadoption.StartupBaseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
