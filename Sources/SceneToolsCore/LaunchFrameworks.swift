/// The app frameworks whose host apps still have to move to scenes, known by their class names:
/// what their app delegates subclass, which scene delegates they ship (a manifest may name them),
/// and what moves such an app to scenes.
///
/// One entry per framework, each with its public source. `LaunchReadinessTests` runs an example
/// app of every entry.
public struct LaunchFramework: Sendable, Equatable {
    /// Its name, as the verdict prints it.
    public var name: String
    /// Classes an app delegate of this framework subclasses (Swift or Objective-C).
    public var appDelegateBases: [String]
    /// Other identifiers in an app delegate's file that mark the framework (`RCTReactNativeFactory`).
    public var markers: [String]
    /// Scene delegate classes the framework ships: a manifest naming one names a real class.
    public var sceneDelegates: [String]
    /// What to do when the app has not adopted scenes.
    public var fix: String
    /// Where the fix is described.
    public var source: String
}

/// The table of frameworks (docs/DOCTOR.md "Will my app launch with Xcode 27?").
public enum LaunchFrameworks {
    public static let all: [LaunchFramework] = [
        LaunchFramework(
            name: "Flutter",
            appDelegateBases: ["FlutterAppDelegate"],
            markers: ["FlutterImplicitEngineDelegate", "GeneratedPluginRegistrant"],
            sceneDelegates: ["FlutterSceneDelegate"],
            fix: "add the scene manifest naming FlutterSceneDelegate and register plugins in didInitializeImplicitFlutterEngine(_:) (Flutter 3.41 and later; `flutter run` migrates an AppDelegate still equal to the template)",
            source: "https://docs.flutter.dev/release/breaking-changes/uiscenedelegate"
        ),
        LaunchFramework(
            name: "Expo",
            appDelegateBases: ["ExpoAppDelegate", "EXAppDelegateWrapper"],
            markers: ["ExpoReactNativeFactory", "ExpoReactNativeFactoryDelegate"],
            sceneDelegates: ["EXExpoAppSceneDelegate"],
            fix: "turn on `ios.enableSceneSupport` with expo-build-properties (SDK 57) or upgrade to SDK 58, where scenes are the default, then run `npx expo prebuild`",
            source: "https://github.com/expo/expo/pull/50191"
        ),
        LaunchFramework(
            name: "React Native",
            appDelegateBases: ["RCTAppDelegate"],
            markers: ["RCTReactNativeFactory", "RCTDefaultReactNativeFactoryDelegate", "RCTRootView", "RCTBridge"],
            sceneDelegates: [],
            fix: "add a scene delegate that creates the window from its scene and starts React Native in it, as the React Native 0.88 template does (react-native-community/template#246); 0.77 to 0.87 have no official path, and `scenectl migrate` moves 0.76 and later (an RCTAppDelegate subclass, in Swift or Objective-C, or a factory)",
            source: "https://github.com/react-native-community/template/pull/246"
        ),
        LaunchFramework(
            name: "Capacitor",
            appDelegateBases: [],
            markers: ["ApplicationDelegateProxy", "CAPBridgeViewController", "CAPBridge"],
            sceneDelegates: [],
            fix: "add Capacitor 8.5's SceneDelegate (a window from the scene rooting CAPBridgeViewController, events forwarded to SceneDelegateProxy) and its Info.plist entry",
            source: "https://capacitorjs.com/docs/next/updating/8-5"
        ),
        LaunchFramework(
            name: "Cordova",
            appDelegateBases: ["CDVAppDelegate"],
            markers: ["CDVViewController"],
            sceneDelegates: ["CDVSceneDelegate"],
            fix: "upgrade to cordova-ios 8, whose CDVSceneDelegate creates the window, and fix plugins that read CDVAppDelegate.window",
            source: "https://github.com/apache/cordova-ios"
        ),
        LaunchFramework(
            name: "Unity",
            appDelegateBases: ["UnityAppController"],
            markers: ["IMPL_APP_CONTROLLER_SUBCLASS"],
            sceneDelegates: [],
            fix: "export the Xcode project from Unity 6000.0.68 or later, which inserts the scene manifest; native plugins overriding UnityAppController's URL methods need their scene counterparts",
            source: "https://github.com/firebase/firebase-unity-sdk/issues/1447"
        ),
    ]

    /// Every framework app-delegate base class.
    public static let appDelegateBases: Set<String> = Set(all.flatMap(\.appDelegateBases))
    /// Every framework scene delegate class.
    public static let sceneDelegates: Set<String> = Set(all.flatMap(\.sceneDelegates))

    /// The framework whose app delegate subclasses `base`, or whose marker identifiers appear in
    /// `identifiers` (an app delegate file's).
    public static func framework(base: String?, identifiers: Set<String>) -> LaunchFramework? {
        if let base, let found = all.first(where: { $0.appDelegateBases.contains(base) }) { return found }
        return all.first { framework in framework.markers.contains { identifiers.contains($0) } }
    }
}
