/// UIKit's names that the engine's run-time checks, `scenectl doctor` and `scenectl migrate` share:
/// the app-delegate methods UIKit stops calling once an app has scenes, and what replaces each.
/// Written once here (no Foundation: the engine and every tool depend on it).
public enum UIKitVocabulary {
    /// An application state callback and its scene-delegate counterpart.
    public struct StateCallback: Sendable, Equatable {
        /// The app delegate's method, without its label (`applicationDidBecomeActive`).
        public let appDelegate: String
        /// The scene delegate's (`sceneDidBecomeActive`).
        public let scene: String
        /// The `UIApplication` notification posted in both life cycles (`didBecomeActiveNotification`).
        public let notification: String
        /// The name `scenectl migrate --multiple-windows` gives the method when it stays app-wide.
        public let keptName: String

        /// `applicationDidBecomeActive(_:)`.
        public var appDelegateSignature: String { appDelegate + "(_:)" }
        /// `sceneDidBecomeActive(_:)`.
        public var sceneSignature: String { scene + "(_:)" }
        /// Objective-C's selector: `applicationDidBecomeActive:`.
        public var appDelegateSelector: String { appDelegate + ":" }
        /// `sceneDidBecomeActive:`.
        public var sceneSelector: String { scene + ":" }
    }

    public static let didBecomeActive = StateCallback(appDelegate: "applicationDidBecomeActive", scene: "sceneDidBecomeActive", notification: "didBecomeActiveNotification", keptName: "appDidBecomeActive")
    public static let willResignActive = StateCallback(appDelegate: "applicationWillResignActive", scene: "sceneWillResignActive", notification: "willResignActiveNotification", keptName: "appWillResignActive")
    public static let didEnterBackground = StateCallback(appDelegate: "applicationDidEnterBackground", scene: "sceneDidEnterBackground", notification: "didEnterBackgroundNotification", keptName: "appDidEnterBackground")
    public static let willEnterForeground = StateCallback(appDelegate: "applicationWillEnterForeground", scene: "sceneWillEnterForeground", notification: "willEnterForegroundNotification", keptName: "appWillEnterForeground")

    /// The four state callbacks UIKit does not call in a scene app.
    public static let stateCallbacks = [didBecomeActive, willResignActive, didEnterBackground, willEnterForeground]

    /// An app-delegate event method (a URL, an activity, a quick action) and where a scene app gets
    /// the same event.
    public struct EventCallback: Sendable, Equatable {
        /// `application(_:open:options:)`.
        public let appDelegate: String
        /// Its argument labels after the base name (`_`, `open`, `options`).
        public let labels: [String]
        /// The scene-delegate method that gets it while the scene runs.
        public let scene: String
        /// Other scene-delegate methods that handle it too (the async form of the quick action).
        public let alsoScene: [String]
        /// The member of `UIScene.ConnectionOptions` that carries it at a cold launch.
        public let connectionOption: String
        /// What the event is, in words (`URLs`, `activities`, `quick actions`).
        public let what: String
        /// The name `scenectl migrate` gives the method it keeps and routes to (`handleOpenURL`).
        public let sharedName: String
        /// Objective-C's selectors: the app delegate's (`application:openURL:options:`), the scene
        /// delegate's (`scene:openURLContexts:`), and the connection options' property (`URLContexts`).
        public let appDelegateSelector: String
        public let sceneSelector: String
        public let connectionOptionProperty: String
    }

    public static let openURL = EventCallback(appDelegate: "application(_:open:options:)", labels: ["_", "open", "options"], scene: "scene(_:openURLContexts:)",
                                              alsoScene: [], connectionOption: "urlContexts", what: "URLs", sharedName: "handleOpenURL",
                                              appDelegateSelector: "application:openURL:options:", sceneSelector: "scene:openURLContexts:", connectionOptionProperty: "URLContexts")
    public static let continueActivity = EventCallback(appDelegate: "application(_:continue:restorationHandler:)", labels: ["_", "continue", "restorationHandler"], scene: "scene(_:continue:)",
                                                       alsoScene: [], connectionOption: "userActivities", what: "activities", sharedName: "handleUserActivity",
                                                       appDelegateSelector: "application:continueUserActivity:restorationHandler:", sceneSelector: "scene:continueUserActivity:",
                                                       connectionOptionProperty: "userActivities")
    public static let performAction = EventCallback(appDelegate: "application(_:performActionFor:completionHandler:)", labels: ["_", "performActionFor", "completionHandler"],
                                                    scene: "windowScene(_:performActionFor:completionHandler:)", alsoScene: ["windowScene(_:performActionFor:)"],
                                                    connectionOption: "shortcutItem", what: "quick actions", sharedName: "handleShortcutItem",
                                                    appDelegateSelector: "application:performActionForShortcutItem:completionHandler:",
                                                    sceneSelector: "windowScene:performActionForShortcutItem:completionHandler:", connectionOptionProperty: "shortcutItem")

    /// The three event methods UIKit does not call in a scene app.
    public static let eventCallbacks = [openURL, continueActivity, performAction]

    /// `scene(_:willConnectTo:options:)`: where a cold launch's events arrive.
    public static let willConnect = "scene(_:willConnectTo:options:)"

    /// Objective-C's selectors of the methods the tools look for by name.
    public enum Selectors {
        public static let willConnect = "scene:willConnectToSession:options:"
        public static let didFinishLaunching = "application:didFinishLaunchingWithOptions:"
        public static let willFinishLaunching = "application:willFinishLaunchingWithOptions:"
        public static let configurationForConnecting = "application:configurationForConnectingSceneSession:options:"
    }
}
