import Foundation
import SwiftSyntax

/// The app delegate's URL and activity methods that only hand over to `RCTLinkingManager`: the
/// scene delegate hands over instead.
struct ReactNativeLinking: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "react-native-linking",
            trigger: "`application(_:open:options:)` or `application(_:continue:restorationHandler:)` whose whole body hands over to `RCTLinkingManager` (`return RCTLinkingManager.application(app, open: url, options: options)`); `RCTLinkingManager.application(…)` inside a method that does more, in a React Native 0.88 app",
            summary: "the method is removed and the scene delegate hands over: `scene(_:openURLContexts:)` and `scene(_:continue:)` call `RCTLinkingManager.application(UIApplication.shared, open:options:)` / `(…, continue:restorationHandler:)` before React Native 0.88, `RCTLinkingManager.scene(_:openURLContexts:)` / `scene(_:continue:)` from 0.88. A cold launch's link is not replayed: React Native gets it with the options it is started with (`Linking.getInitialURL()`), so it arrives once; a link that reconnects the scene while React Native runs is handed over as a running app's. A method that does more is routed as a native app's is (route-launch-entry-points); in a 0.88 app its `RCTLinkingManager.application` call is marked",
            rationale: "UIKit calls neither app-delegate method in a scene app; in a React Native 0.88 scene app `RCTLinkingManager.application(_:open:options:)` and `continueUserActivity` return NO and post nothing (expo/expo#50230), and the template forwards `RCTLinkingManager.scene(…)` from the scene delegate (react-native-community/template#246).",
            doctorRules: ["app-delegate-event-callback"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("react-native-linking-silenced", .manual, "in a React Native 0.88 scene app this call does nothing", why: "0.88 answers only `RCTLinkingManager.scene(…)` under scenes: call it from the scene delegate for the links the rest of this method does not claim"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.reactNativeLinking()
    }
}

extension MigrationContext {
    mutating func reactNativeLinking() {
        guard let facts = reactNative else { return }
        let u = unit, inner = unit + unit
        for entry in [AppDelegateModel.Entry.openURL, .continueActivity] {
            guard let located = model.methods[entry], !located.node.isInNonIOSClause else { continue }
            let file = files[located.file]
            guard Self.onlyHandsOver(located.node, to: "RCTLinkingManager.application"), let range = file.wholeLines(of: located.node) else {
                if facts.usesSceneAPI { markSilencedLinkingCalls(in: located) }
                continue
            }
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            handledEntries.insert(entry)
            sceneDelegateImports += reactNativeImports()
            switch (entry, facts.usesSceneAPI) {
            case (.openURL, true):
                sceneMethods.append("\(u)func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n\(inner)RCTLinkingManager.scene(scene, openURLContexts: URLContexts)\n\(u)}")
            case (.openURL, false):
                sceneMethods.append("\(u)func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n\(inner)for context in URLContexts {\n\(inner)\(u)RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])\n\(inner)}\n\(u)}")
            case (_, true):
                sceneMethods.append("\(u)func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {\n\(inner)RCTLinkingManager.scene(scene, continue: userActivity)\n\(u)}")
            case (_, false):
                sceneMethods.append("\(u)func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {\n\(inner)RCTLinkingManager.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })\n\(u)}")
            }
            let name = entry == .openURL ? "application(_:open:options:)" : "application(_:continue:restorationHandler:)"
            let scene = entry == .openURL ? "scene(_:openURLContexts:)" : "scene(_:continue:)"
            done.append("\(file.path): \(name) removed: \(scene) hands the \(entry == .openURL ? "URLs" : "activity") to RCTLinkingManager (a cold launch's reaches React Native with the options it starts with)")
        }
    }

    /// `RCTLinkingManager.application(…)` calls in a method that does more: silenced in 0.88.
    mutating func markSilencedLinkingCalls(in located: AppDelegateModel.Located<FunctionDeclSyntax>) {
        guard let body = located.node.body else { return }
        for statement in body.statements where statement.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "RCTLinkingManager" }) {
            leave(statement, in: located.file, id: "react-native-linking-silenced", "in a React Native 0.88 scene app RCTLinkingManager.application(…) does nothing (expo/expo#50230): call RCTLinkingManager.scene(_:openURLContexts:) or scene(_:continue:) from the scene delegate for the links the rest of this method does not claim")
        }
    }
}
