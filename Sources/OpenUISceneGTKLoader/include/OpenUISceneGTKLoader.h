// The loader has no API: its constructor installs the GTK host (see loader.c).
int openuiscene_gtk_loader_linked(void);
