#include "OpenUISceneHostHook.h"

static openuiscene_host_installer_t recorded_installer = 0;

void openuiscene_set_host_installer(openuiscene_host_installer_t installer) {
    recorded_installer = installer;
}

openuiscene_host_installer_t openuiscene_get_host_installer(void) {
    return recorded_installer;
}
