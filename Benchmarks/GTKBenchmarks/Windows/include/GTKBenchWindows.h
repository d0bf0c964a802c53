// The GTK benchmark's baseline windows (windows.c), for the C program and the Swift floor.
#ifndef GTK_BENCH_WINDOWS_H
#define GTK_BENCH_WINDOWS_H

/// Opens the windows and runs until SIGTERM; argv[1] is the number of windows.
int gtk_bench_windows(int argc, char **argv);

#endif
