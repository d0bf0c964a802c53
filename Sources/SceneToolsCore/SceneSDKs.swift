/// The SDKs whose URL and activity calls live in app-delegate methods that UIKit no longer calls
/// under scenes, with the scene-side call each needs (running and at a cold launch). One entry per
/// SDK, each with its public source; the doctor's `app-delegate-event-callback` names the entry's
/// call in its finding, `scenectl migrate` says what became of the call when it routes the method
/// (`sdk-scene-calls`), and `SDKTableTests` runs an example of every entry.
public struct SceneSDK: Sendable, Equatable {
    public var name: String
    /// Prefixes of the callee as written (`GIDSignIn.sharedInstance.handle`).
    public var calls: [String]
    /// What to call from the scene delegate instead.
    public var sceneCall: String
    /// Whether the app-delegate call works as it is when the scene delegate makes it (it takes the
    /// URL or activity and nothing the scene changes): then routing the method is the migration.
    public var sameCallFromScene: Bool
    /// The SDK also forwards scene events itself (a swizzler), so a call of the app's own reaches it
    /// a second time when swizzling is on.
    public var swizzlesScene: Bool = false
    public var source: String
}

public enum SceneSDKs {
    public static let all: [SceneSDK] = [
        SceneSDK(name: "Google Sign-In", calls: ["GIDSignIn.sharedInstance.handle", "GIDSignIn.sharedInstance().handle"],
                 sceneCall: "GIDSignIn.sharedInstance.handle(context.url) for each URL context in scene(_:openURLContexts:) and in connectionOptions.urlContexts",
                 sameCallFromScene: true, source: "https://github.com/firebase/firebase-ios-sdk/issues/16261"),
        SceneSDK(name: "Facebook", calls: ["ApplicationDelegate.shared.application"],
                 sceneCall: "ApplicationDelegate.shared.application(UIApplication.shared, open: context.url, sourceApplication: nil, annotation: [UIApplication.OpenURLOptionsKey.annotation]) in scene(_:openURLContexts:) and for connectionOptions.urlContexts",
                 sameCallFromScene: true, source: "https://developers.facebook.com/docs/ios/getting-started"),
        SceneSDK(name: "Firebase Auth", calls: ["Auth.auth().canHandle"],
                 sceneCall: "Auth.auth().canHandle(context.url) in scene(_:openURLContexts:) (its swizzler proxies only that method) and for connectionOptions.urlContexts",
                 sameCallFromScene: true, swizzlesScene: true, source: "https://github.com/firebase/firebase-ios-sdk/issues/16365"),
        SceneSDK(name: "Branch", calls: ["Branch.getInstance().application", "Branch.getInstance().continue", "Branch.getInstance().handleDeepLink"],
                 sceneCall: "BranchScene.shared().scene(scene, openURLContexts:) and BranchScene.shared().scene(scene, continue:), and BranchScene.shared().initSession(launchOptions: nil, registerDeepLinkHandler:) in scene(_:willConnectTo:options:) for the cold launch",
                 sameCallFromScene: false, source: "https://github.com/BranchMetrics/ios-branch-deep-linking-attribution/issues/1013"),
        SceneSDK(name: "AppsFlyer", calls: ["AppsFlyerLib.shared().handleOpen", "AppsFlyerLib.shared().continue"],
                 sceneCall: "AppsFlyerLib.shared().handleOpen(context.url, options: nil) in scene(_:openURLContexts:) and AppsFlyerLib.shared().continue(userActivity, restorationHandler: nil) in scene(_:continue:), and both for the connection options",
                 sameCallFromScene: true, source: "https://github.com/AppsFlyerSDK/AppsFlyerFramework/issues/109"),
        SceneSDK(name: "Adjust", calls: ["Adjust.appWillOpen", "Adjust.processDeeplink", "Adjust.processAndResolveDeeplink"],
                 sceneCall: "Adjust.processAndResolveDeeplink(ADJDeeplink(deeplink: url)) from scene(_:openURLContexts:), scene(_:continue:) and the connection options",
                 sameCallFromScene: true, source: "https://dev.adjust.com/en/sdk/ios/features/deep-links"),
        SceneSDK(name: "CleverTap", calls: ["CleverTap.handleOpen", "CleverTap.sharedInstance()?.handleOpen"],
                 sceneCall: "CleverTap.handleOpen(context.url, sourceApplication: nil) in scene(_:openURLContexts:) and for connectionOptions.urlContexts (its swizzling covers only the app delegate)",
                 sameCallFromScene: true, source: "https://github.com/CleverTap/clevertap-flutter/issues/340"),
        SceneSDK(name: "Capacitor", calls: ["ApplicationDelegateProxy.shared.application"],
                 sceneCall: "SceneDelegateProxy.shared.scene(scene, openURLContexts:) / scene(scene, continue:) from the scene delegate (Capacitor 8.5)",
                 sameCallFromScene: false, source: "https://capacitorjs.com/docs/next/updating/8-5"),
        SceneSDK(name: "React Native Linking", calls: ["RCTLinkingManager.application"],
                 sceneCall: "RCTLinkingManager.scene(scene, openURLContexts:) / scene(scene, continue:) on React Native 0.88 and later (the app-delegate form does nothing in a scene app there); on 0.77–0.87, RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:]) from scene(_:openURLContexts:) and for connectionOptions.urlContexts",
                 sameCallFromScene: false, source: "https://github.com/expo/expo/issues/50230"),
    ]
}
