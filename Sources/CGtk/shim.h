#include <gtk/gtk.h>
#include <glib-unix.h>
#include <gdk/x11/gdkx.h>
