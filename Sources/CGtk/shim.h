// The C surface of GTK 4 the OpenUISceneGTK module uses. Internal to that module
// (`internal import CGtk`): no type from here appears in its public API.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <gdk/x11/gdkx.h>
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/wayland/gdkwayland.h>
#endif
#include <sys/eventfd.h>
#include <unistd.h>

// libdispatch's main-queue hooks, exported by libdispatch.so and used by CoreFoundation's run
// loop: the handle is an eventfd on Linux that becomes readable when blocks are queued on the
// main queue; the callback drains the queue. See docs/GTK.md, "Swift concurrency".
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// Casts that are macros in C (G_OBJECT(), GTK_WINDOW()…) and therefore do not import.
static inline GtkWindow *oui_window(void *p) { return (GtkWindow *)p; }
static inline GtkWidget *oui_widget(void *p) { return (GtkWidget *)p; }
static inline GObject *oui_object(void *p) { return (GObject *)p; }
static inline GApplication *oui_application(void *p) { return (GApplication *)p; }
static inline GtkApplication *oui_gtk_application(void *p) { return (GtkApplication *)p; }
static inline GtkBox *oui_box(void *p) { return (GtkBox *)p; }
static inline GtkFixed *oui_fixed(void *p) { return (GtkFixed *)p; }
static inline GtkLabel *oui_label(void *p) { return (GtkLabel *)p; }
static inline GtkButton *oui_button(void *p) { return (GtkButton *)p; }
static inline GtkEditable *oui_editable(void *p) { return (GtkEditable *)p; }
static inline GtkTextView *oui_text_view(void *p) { return (GtkTextView *)p; }
static inline GtkScrolledWindow *oui_scrolled_window(void *p) { return (GtkScrolledWindow *)p; }
static inline GdkToplevel *oui_toplevel(void *p) { return (GdkToplevel *)p; }
static inline GtkListBox *oui_list_box(void *p) { return (GtkListBox *)p; }
static inline GtkEntry *oui_entry(void *p) { return (GtkEntry *)p; }

/// Whether the surface is an X11 surface (the host only asks for X ids then).
static inline gboolean oui_is_x11_surface(GdkSurface *surface) {
    return GDK_IS_X11_SURFACE(surface);
}

static inline gulong oui_surface_xid(GdkSurface *surface) {
    return GDK_IS_X11_SURFACE(surface) ? (gulong)gdk_x11_surface_get_xid(surface) : 0;
}

/// A second launch sends the launcher's activation token to the running instance as platform
/// data (`desktop-startup-id`, which GTK's GtkApplication reads in every 4.x, and
/// `activation-token`). GTK 4.8 sends nothing in this case (its remote instance never initialises
/// GDK), so the host chains its own `add_platform_data` to the class's: the token is the one read
/// from the environment when the host started (`XDG_ACTIVATION_TOKEN`, else `DESKTOP_STARTUP_ID`).
static char *oui_launch_token = NULL;
static void (*oui_chained_add_platform_data)(GApplication *, GVariantBuilder *) = NULL;
static void oui_add_platform_data(GApplication *application, GVariantBuilder *builder) {
    if (oui_chained_add_platform_data) oui_chained_add_platform_data(application, builder);
    if (oui_launch_token) {
        g_variant_builder_add(builder, "{sv}", "desktop-startup-id", g_variant_new_string(oui_launch_token));
        g_variant_builder_add(builder, "{sv}", "activation-token", g_variant_new_string(oui_launch_token));
    }
}
static inline void oui_application_forward_launch_token(GApplication *application, const char *token) {
    if (token == NULL || *token == '\0' || !g_utf8_validate(token, -1, NULL)) return;
    g_free(oui_launch_token);
    oui_launch_token = g_strdup(token);
    GApplicationClass *klass = G_APPLICATION_GET_CLASS(application);
    if (klass->add_platform_data != oui_add_platform_data) {
        oui_chained_add_platform_data = klass->add_platform_data;
        klass->add_platform_data = oui_add_platform_data;
    }
}

/// Whether the object's class has the property (GTK 4.12's `GtkWindow:suspended`, looked up at
/// run time so that the same binary runs on 4.8, which lacks it).
static inline gboolean oui_object_has_property(void *object, const char *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(object), name) != NULL;
}

/// The activation token GTK holds for the GApplication emission in progress (a second launch's
/// `desktop-startup-id` platform data: an xdg-activation token on Wayland, a startup id on X11),
/// or NULL. Both getters exist in GTK 4.8's one library; the display's backend is checked at run time.
static inline const char *oui_display_startup_id(GdkDisplay *display) {
    if (display == NULL) return NULL;
    if (GDK_IS_X11_DISPLAY(display)) return gdk_x11_display_get_startup_notification_id(display);
#ifdef GDK_WINDOWING_WAYLAND
    if (GDK_IS_WAYLAND_DISPLAY(display)) return gdk_wayland_display_get_startup_notification_id(display);
#endif
    return NULL;
}

// MARK: - Appearance (docs/GTK.md "Dark mode"): GtkSettings properties through g_object_get/set,
// which are variadic in C and do not import.
static inline gboolean oui_settings_get_bool(GtkSettings *settings, const char *name) {
    gboolean value = FALSE;
    g_object_get(settings, name, &value, NULL);
    return value;
}
/// The string property, or NULL; free it with g_free.
static inline char *oui_settings_get_string(GtkSettings *settings, const char *name) {
    char *value = NULL;
    g_object_get(settings, name, &value, NULL);
    return value;
}
static inline void oui_settings_set_bool(GtkSettings *settings, const char *name, gboolean value) {
    g_object_set(settings, name, value, NULL);
}
/// `("org.freedesktop.appearance", "color-scheme")`: the arguments of the Settings portal's
/// ReadOne and Read methods.
static inline GVariant *oui_portal_read_arguments(const char *namespace_, const char *key) {
    return g_variant_new("(ss)", namespace_, key);
}

// MARK: - Accessibility (docs/GTK.md "Accessibility"): gtk_accessible_update_* are variadic.
static inline void oui_accessible_set_string(GtkWidget *widget, GtkAccessibleProperty property, const char *value) {
    if (value) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
    } else {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
    }
}
static inline void oui_accessible_set_state(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, value, -1);
}
/// A GtkBox with an accessible role (the role is fixed when a widget is made).
static inline GtkWidget *oui_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}
static inline GtkWidget *oui_fixed_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_FIXED, "accessible-role", role, NULL));
}
static inline GtkWidget *oui_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}
