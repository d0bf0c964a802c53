// The windows of the GTK benchmark's C baseline: opens N windows (argv[1], default 1), each a
// GtkWindow with a GtkLabel and the header bar the GTK host gives a scene window (its title and
// the main-menu button, `open-menu-symbolic`; docs/GTK.md "Window chrome"), and prints
// "painted <k>" on stdout when the k-th window has painted its first frame. It runs until
// SIGTERM. `--bare` (after N): no header bar, the window as the first benchmark drew it.
// Two programs run it: `gtk-bench-c` (C alone) and `gtk-bench-floor` (the same windows from a
// Swift executable with Foundation: what loading the Swift runtime costs before any host code).
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "GTKBenchWindows.h"

static int painted = 0;

static void after_paint(GdkFrameClock *clock, gpointer data) {
    gulong *handler = data;
    g_signal_handler_disconnect(clock, *handler);
    painted += 1;
    printf("painted %d\n", painted);
    fflush(stdout);
}

static void mapped(GtkWidget *window, gpointer data) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    gulong *handler = g_new0(gulong, 1);
    *handler = g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), handler);
}

static gboolean quit(gpointer loop) {
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

int gtk_bench_windows(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 1;
    gboolean bare = argc > 2 && strcmp(argv[2], "--bare") == 0;
    gtk_init();
    GMainLoop *loop = g_main_loop_new(NULL, FALSE);
    g_unix_signal_add(SIGTERM, quit, loop);
    for (int i = 0; i < count; i++) {
        GtkWidget *window = gtk_window_new();
        char title[32];
        snprintf(title, sizeof title, "Window %d", i + 1);
        gtk_window_set_title(GTK_WINDOW(window), title);
        gtk_window_set_default_size(GTK_WINDOW(window), 480, 360);
        gtk_window_set_child(GTK_WINDOW(window), gtk_label_new(title));
        if (!bare) {
            GtkWidget *bar = gtk_header_bar_new();
            GtkWidget *label = gtk_label_new(title);
            gtk_widget_add_css_class(label, "title");
            gtk_header_bar_set_title_widget(GTK_HEADER_BAR(bar), label);
            GtkWidget *menu = gtk_menu_button_new();
            gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
            gtk_widget_set_tooltip_text(menu, "Main Menu");
            gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), menu);
            gtk_window_set_titlebar(GTK_WINDOW(window), bar);
        }
        g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
        gtk_window_present(GTK_WINDOW(window));
    }
    g_main_loop_run(loop);
    return 0;
}
