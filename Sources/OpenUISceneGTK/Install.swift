import Foundation

/// Called by the loader's C constructor (`Sources/OpenUISceneGTKLoader/loader.c`) before
/// `main`: installs the GTK host with the environment's configuration. Not API.
@_cdecl("openuiscene_gtk_install")
public func _openUISceneGTKInstall() {
    MainActor.assumeIsolated {
        GtkHost.install(.fromEnvironment())
    }
}
