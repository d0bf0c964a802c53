#ifndef OPENUISCENE_HOST_HOOK_H
#define OPENUISCENE_HOST_HOOK_H

// Where a window host announces itself before `main`, in plain C.
//
// A host library's C constructor (for example OpenUISceneGTK's loader) stores its installer
// here; `UIApplicationMain` / `@main` call it when the app starts, on the main thread, after
// every runtime is initialised. A constructor must not call Swift code itself: with a
// statically linked Swift runtime, constructors may run before the runtime's own initialisers.

typedef void (*openuiscene_host_installer_t)(void);

/// Records the host's installer (the last call wins).
void openuiscene_set_host_installer(openuiscene_host_installer_t installer);

/// The recorded installer, or NULL when no host library is linked.
openuiscene_host_installer_t openuiscene_get_host_installer(void);

#endif
