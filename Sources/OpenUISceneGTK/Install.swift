import Foundation

/// Recorded by the loader's C constructor (`Sources/OpenUISceneGTKLoader/loader.c`) before
/// `main`, and called by `UIApplicationMain` / `@main` when the app starts, on the main thread:
/// installs the GTK host with the environment's configuration. Not API.
@_cdecl("openuiscene_gtk_install")
public func _openUISceneGTKInstall() {
    MainActor.assumeIsolated {
        GtkHost.install(.fromEnvironment())
    }
}
