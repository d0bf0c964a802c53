// The GTK 4 host: see issue 6.
