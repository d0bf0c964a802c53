// The C + GTK 4 baseline of the GTK benchmark: the windows of windows.c from a C program.
#include "GTKBenchWindows.h"

int main(int argc, char **argv) {
    return gtk_bench_windows(argc, argv);
}
