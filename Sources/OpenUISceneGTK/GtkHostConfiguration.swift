import Foundation
internal import OpenUISceneManifest

/// How the GTK host behaves where UIKit has no answer: what closing the last window does, when
/// background scenes are reclaimed, single instance. Every setting can be overridden by an
/// environment variable (see ``fromEnvironment(_:)`` and docs/GTK.md).
public struct GtkHostConfiguration: Sendable, Equatable {
    /// What closing the application's last window does.
    public enum LastWindowClosePolicy: String, Sendable, Equatable {
        /// The app quits (`applicationWillTerminate`) and the window's session is kept: it comes
        /// back at the next launch, like every other session when the app quits. The default.
        case quitKeepingSession = "keep"
        /// The window's session is discarded (`didDiscardSceneSessions`), then the app quits.
        case discardAndQuit = "discard"
    }

    /// What closing the last window does. Closing any other window discards its session.
    public var lastWindowClose: LastWindowClosePolicy = .quitKeepingSession

    /// How long a scene may stay in the background (its window minimized) before it is
    /// disconnected to reclaim memory; `nil` never, `.zero` at once ("don't keep scenes").
    /// SIGUSR1 reclaims every background scene at any time.
    public var reclaimBackgroundScenesAfter: Duration? = .seconds(600)

    /// Whether a second launch of the app hands its URLs or its activation to the running
    /// process (a `GtkApplication` registered on the session bus under the Info.plist's
    /// `CFBundleIdentifier`). Without a bus, or without a valid identifier, every launch is
    /// an independent process.
    public var singleInstance = true

    /// How long background tasks may run once the app is in the background (every window
    /// minimized) before their expiration handlers run: 30 s, as iOS 13+.
    public var backgroundTaskTimeLimit: Duration = .seconds(30)

    /// The size of a new window, in points.
    public var defaultWindowWidth = 480
    /// The size of a new window, in points.
    public var defaultWindowHeight = 360

    /// Whether each scene's window has a header bar (title, bar button items, the main menu;
    /// docs/GTK.md "Window chrome and desktop actions"). Without, the window manager's title bar;
    /// the app's actions and Ctrl+N/W/Q stay.
    public var headerBars = true

    /// The built-in defaults.
    public init() {}

    /// The defaults, overridden by the environment (the process's when `environment` is nil):
    /// - `OPENUISCENE_GTK_LAST_WINDOW`: `keep` or `discard` (``lastWindowClose``);
    /// - `OPENUISCENE_RECLAIM_AFTER`: seconds, `0` for "don't keep scenes", `never`
    ///   (``reclaimBackgroundScenesAfter``); `OPENUISCENE_DONT_KEEP_SCENES=1` means `0`;
    /// - `OPENUISCENE_GTK_NON_UNIQUE=1`: no single instance (``singleInstance``);
    /// - `OPENUISCENE_BACKGROUND_TASK_SECONDS`: seconds (``backgroundTaskTimeLimit``);
    /// - `OPENUISCENE_GTK_HEADER_BAR=0`: no header bars (``headerBars``).
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> GtkHostConfiguration {
        let headerBarSetting = environment.map { $0["OPENUISCENE_GTK_HEADER_BAR"] } ?? ProcessContext.environment("OPENUISCENE_GTK_HEADER_BAR")
        let environment = environment ?? ProcessContext.environment([
            "OPENUISCENE_GTK_LAST_WINDOW", "OPENUISCENE_RECLAIM_AFTER", "OPENUISCENE_DONT_KEEP_SCENES", "OPENUISCENE_GTK_NON_UNIQUE",
            "OPENUISCENE_BACKGROUND_TASK_SECONDS",
        ])
        var configuration = GtkHostConfiguration()
        if let value = environment["OPENUISCENE_GTK_LAST_WINDOW"], let policy = LastWindowClosePolicy(rawValue: value) {
            configuration.lastWindowClose = policy
        }
        if let value = environment["OPENUISCENE_RECLAIM_AFTER"] {
            if value == "never" {
                configuration.reclaimBackgroundScenesAfter = nil
            } else if let seconds = Double(value), seconds >= 0 {
                configuration.reclaimBackgroundScenesAfter = .milliseconds(Int64(seconds * 1000))
            }
        }
        if environment["OPENUISCENE_DONT_KEEP_SCENES"] == "1" {
            configuration.reclaimBackgroundScenesAfter = .zero
        }
        if headerBarSetting == "0" {
            configuration.headerBars = false
        }
        if environment["OPENUISCENE_GTK_NON_UNIQUE"] == "1" {
            configuration.singleInstance = false
        }
        if let value = environment["OPENUISCENE_BACKGROUND_TASK_SECONDS"], let seconds = Double(value), seconds >= 0, seconds < 1e9 {
            configuration.backgroundTaskTimeLimit = .milliseconds(Int64(seconds * 1000))
        }
        return configuration
    }
}

extension GtkHostConfiguration {
    /// The `GApplication` id of an app: its Info.plist's `CFBundleIdentifier` as loaded, that is
    /// with its build settings expanded (`$(PRODUCT_BUNDLE_IDENTIFIER)` becomes the value from the
    /// environment, `BuildSettings.xcconfig` or the default `org.openuiscene.<executable>`;
    /// docs/MANIFEST.md, "Build settings"), when GLib's rules accept it (``ApplicationIdentifier``,
    /// the same rules as `g_application_id_is_valid`). Otherwise `identifier` is `nil` and
    /// `message` says why and what to do: the app then runs without single instance and URL hand-over.
    /// No `CFBundleIdentifier` at all gives neither (an app without an id is allowed).
    static func applicationIdentifier(bundleIdentifier: String?, infoPlistPath: String?) -> (identifier: String?, message: String?) {
        guard let bundleIdentifier else { return (nil, nil) }
        guard let problem = ApplicationIdentifier.problem(with: bundleIdentifier) else { return (bundleIdentifier, nil) }
        let references = BuildSettingReference.references(in: bundleIdentifier).map(\.name)
        let fix: String
        if let name = references.first {
            fix = "Give the build setting \(name) a value: add the line \(name) = com.example.MyApp to \(BuildSettingsFile.fileName) beside the Info.plist, or set \(BuildSettingsContext.environmentVariable(for: name)) (docs/MANIFEST.md, \"Build settings\"); `scenectl lint` shows every setting and its source."
        } else {
            fix = "Write a reverse-DNS id whose elements are ASCII letters, digits, _ and -, none starting with a digit, for example com.example.MyApp."
        }
        let message = "OpenUISceneGTK: CFBundleIdentifier \"\(bundleIdentifier)\"\(infoPlistPath.map { " (\($0))" } ?? "") is not a valid application id: \(problem). The app runs without single instance: a second launch starts a second process and URLs are not handed over. \(fix)"
        return (nil, message)
    }
}
