// Announces the GTK host when the OpenUISceneGTK product is linked, before `main` runs, so that
// an unchanged UIKit-style app gets real windows (docs/GTK.md, "Opting in").
// OPENUISCENE_HOST=headless keeps the headless host.
//
// The constructor only records the installer, in C: the Swift code runs later, when
// UIApplicationMain / @main starts the app (constructors may run before a statically linked
// Swift runtime is initialised).
#include <stdlib.h>
#include <string.h>
#include "OpenUISceneGTKLoader.h"
#include "OpenUISceneHostHook.h"

extern void openuiscene_gtk_install(void);

__attribute__((constructor))
static void openuiscene_gtk_constructor(void) {
    const char *host = getenv("OPENUISCENE_HOST");
    if (host != NULL && strcmp(host, "headless") == 0) return;
    openuiscene_set_host_installer(openuiscene_gtk_install);
}

int openuiscene_gtk_loader_linked(void) { return 1; }
