import SwiftSyntax

/// The SDKs whose URL and activity calls live in app-delegate methods that UIKit no longer calls
/// under scenes, with the scene-side call each needs (running and at a cold launch). One entry per
/// SDK, each with its public source; `app-delegate-event-callback` names the entry's call in its
/// finding, and `SDKTableTests` runs an example of every entry.
public struct SceneSDK: Sendable, Equatable {
    public var name: String
    /// Prefixes of the callee as written (`GIDSignIn.sharedInstance.handle`).
    public var calls: [String]
    /// What to call from the scene delegate instead.
    public var sceneCall: String
    public var source: String
}

public enum SceneSDKs {
    public static let all: [SceneSDK] = [
        SceneSDK(name: "Google Sign-In", calls: ["GIDSignIn.sharedInstance.handle", "GIDSignIn.sharedInstance().handle"],
                 sceneCall: "GIDSignIn.sharedInstance.handle(context.url) for each URL context in scene(_:openURLContexts:) and in connectionOptions.urlContexts",
                 source: "https://github.com/firebase/firebase-ios-sdk/issues/16261"),
        SceneSDK(name: "Facebook", calls: ["ApplicationDelegate.shared.application"],
                 sceneCall: "ApplicationDelegate.shared.application(UIApplication.shared, open: context.url, sourceApplication: nil, annotation: [UIApplication.OpenURLOptionsKey.annotation]) in scene(_:openURLContexts:) and for connectionOptions.urlContexts",
                 source: "https://developers.facebook.com/docs/ios/getting-started"),
        SceneSDK(name: "Firebase Auth", calls: ["Auth.auth().canHandle"],
                 sceneCall: "Auth.auth().canHandle(context.url) in scene(_:openURLContexts:) (its swizzler proxies only that method) and for connectionOptions.urlContexts",
                 source: "https://github.com/firebase/firebase-ios-sdk/issues/16365"),
        SceneSDK(name: "Branch", calls: ["Branch.getInstance().application", "Branch.getInstance().continue", "Branch.getInstance().handleDeepLink"],
                 sceneCall: "BranchScene.shared().scene(scene, openURLContexts:) and BranchScene.shared().scene(scene, continue:), and BranchScene.shared().initSession(launchOptions: nil, registerDeepLinkHandler:) in scene(_:willConnectTo:options:) for the cold launch",
                 source: "https://github.com/BranchMetrics/ios-branch-deep-linking-attribution/issues/1013"),
        SceneSDK(name: "AppsFlyer", calls: ["AppsFlyerLib.shared().handleOpen", "AppsFlyerLib.shared().continue"],
                 sceneCall: "AppsFlyerLib.shared().handleOpen(context.url, options: nil) in scene(_:openURLContexts:) and AppsFlyerLib.shared().continue(userActivity, restorationHandler: nil) in scene(_:continue:), and both for the connection options",
                 source: "https://github.com/AppsFlyerSDK/AppsFlyerFramework/issues/109"),
        SceneSDK(name: "Adjust", calls: ["Adjust.appWillOpen", "Adjust.processDeeplink", "Adjust.processAndResolveDeeplink"],
                 sceneCall: "Adjust.processAndResolveDeeplink(ADJDeeplink(deeplink: url)) from scene(_:openURLContexts:), scene(_:continue:) and the connection options",
                 source: "https://dev.adjust.com/en/sdk/ios/features/deep-links"),
        SceneSDK(name: "CleverTap", calls: ["CleverTap.handleOpen", "CleverTap.sharedInstance()?.handleOpen"],
                 sceneCall: "CleverTap.handleOpen(context.url, sourceApplication: nil) in scene(_:openURLContexts:) and for connectionOptions.urlContexts (its swizzling covers only the app delegate)",
                 source: "https://github.com/CleverTap/clevertap-flutter/issues/340"),
        SceneSDK(name: "Capacitor", calls: ["ApplicationDelegateProxy.shared.application"],
                 sceneCall: "SceneDelegateProxy.shared.scene(scene, openURLContexts:) / scene(scene, continue:) from the scene delegate (Capacitor 8.5)",
                 source: "https://capacitorjs.com/docs/next/updating/8-5"),
        SceneSDK(name: "React Native Linking", calls: ["RCTLinkingManager.application"],
                 sceneCall: "RCTLinkingManager.scene(scene, openURLContexts:) / scene(scene, continue:) on React Native 0.88 and later (the app-delegate form does nothing in a scene app there); on 0.77–0.87, RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:]) from scene(_:openURLContexts:) and for connectionOptions.urlContexts",
                 source: "https://github.com/expo/expo/issues/50230"),
    ]

    /// The SDKs whose calls `body` makes, in table order.
    static func calls(in body: CodeBlockSyntax?) -> [SceneSDK] {
        guard let body else { return [] }
        let callees = NodeCollector<FunctionCallExprSyntax>.all(in: body).map { $0.calledExpression.trimmedDescription.replacingOccurrences(of: " ", with: "") }
        return all.filter { sdk in callees.contains { callee in sdk.calls.contains { callee.hasPrefix($0) } } }
    }
}
