import Foundation
import SwiftSyntax

/// A Capacitor app's scene delegate forwards connect, URL and activity to Capacitor 8.5's
/// `SceneDelegateProxy`; before 8.5 the app delegate's `ApplicationDelegateProxy` hand-overs are
/// routed as a native app's handlers are.
struct CapacitorSceneProxy: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "capacitor-scene-proxy",
            trigger: "a Capacitor app (`ApplicationDelegateProxy`, `CAPBridgeViewController`) whose `application(_:open:options:)` / `application(_:continue:restorationHandler:)` hand over to `ApplicationDelegateProxy.shared` (the template's)",
            summary: "from Capacitor 8.5 (`@capacitor/ios` in package.json): the hand-overs are removed; the scene delegate calls `SceneDelegateProxy.shared.scene(_:willConnectTo:options:)` first in `willConnect`, and `scene(_:openURLContexts:)` / `scene(_:continue:)` forward to it (Capacitor 8.5's SceneDelegate). Before 8.5 (or without a version) nothing here: the UIKit steps route the hand-overs (the scene delegate calls them, a cold launch's too), which `ApplicationDelegateProxy` still serves, and the summary says what 8.5 adds. The storyboard that roots `CAPBridgeViewController` becomes the scene's (one-root-window keeps a single root)",
            rationale: "Capacitor 8.5 adopts the scene life cycle: `SceneDelegateProxy` posts the URL and universal-link notifications plugins listen to, and holds a cold launch's until the bridge's view appears, when the plugins are loaded (capacitorjs.com/docs/next/updating/8-5; ionic-team/capacitor CAPSceneDelegateProxy.swift). Earlier versions have only `ApplicationDelegateProxy`, which UIKit no longer reaches through the app delegate in a scene app.",
            doctorRules: ["app-delegate-event-callback"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("capacitor-link-twice", .check, "a cold launch's URL reaches both this handler and SceneDelegateProxy", why: "the app's handler does more than hand over (an OAuth check first), so it is routed and replayed at a cold launch, while SceneDelegateProxy hands every cold-launch link to the plugins: one the handler claims reaches the plugins too"),
                ManualStepDescription("capacitor-before-8-5", .check, "Capacitor X: the scene delegate hands links to the app delegate's ApplicationDelegateProxy calls", why: "before 8.5 Capacitor has no scene proxy: a cold launch's link reaches `App.getLaunchUrl()` but its notification is posted before the plugins load; Capacitor 8.5's `SceneDelegateProxy` delivers it once they have"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.capacitorSceneProxy()
    }
}

extension MigrationContext {
    /// Capacitor 8.5 and later have `SceneDelegateProxy`.
    static let capacitorSceneProxyVersion = (major: 8, minor: 5)

    mutating func capacitorSceneProxy() {
        guard framework == "Capacitor" else { return }
        guard let version = capacitorVersion else {
            steps.append(ManualStep(.check, id: "capacitor-before-8-5", file: "", line: 0, "Capacitor's version was not read (@capacitor/ios in package.json): the scene delegate hands links to the app delegate's ApplicationDelegateProxy calls; with Capacitor 8.5 or later forward scene(_:willConnectTo:options:), scene(_:openURLContexts:) and scene(_:continue:) to SceneDelegateProxy.shared instead"))
            return
        }
        guard (version.major, version.minor) >= Self.capacitorSceneProxyVersion else {
            steps.append(ManualStep(.check, id: "capacitor-before-8-5", file: "", line: 0, "Capacitor \(version): the scene delegate hands links to the app delegate's ApplicationDelegateProxy calls; a cold launch's link reaches App.getLaunchUrl() but its notification is posted before the plugins load: Capacitor 8.5's SceneDelegateProxy delivers it once they have (forward the scene delegate's calls to it after upgrading)"))
            return
        }
        let u = unit, inner = unit + unit
        var forwarded: [String] = []
        for entry in [AppDelegateModel.Entry.openURL, .continueActivity] {
            guard let located = model.methods[entry], !located.node.isInNonIOSClause,
                  Self.onlyHandsOver(located.node, to: "ApplicationDelegateProxy.shared.application"),
                  let range = files[located.file].wholeLines(of: located.node) else { continue }
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            handledEntries.insert(entry)
            if entry == .openURL {
                sceneMethods.append("\(u)func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {\n\(inner)SceneDelegateProxy.shared.scene(scene, openURLContexts: URLContexts)\n\(u)}")
                forwarded.append("application(_:open:options:)")
            } else {
                sceneMethods.append("\(u)func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {\n\(inner)SceneDelegateProxy.shared.scene(scene, continue: userActivity)\n\(u)}")
                forwarded.append("application(_:continue:restorationHandler:)")
            }
        }
        willConnect.insert("\(inner)SceneDelegateProxy.shared.scene(scene, willConnectTo: session, options: connectionOptions)", at: 0)
        // A handler that does more is routed, and a cold launch's link replayed to it, while
        // SceneDelegateProxy hands the same link to the plugins once they load.
        for entry in [AppDelegateModel.Entry.openURL, .continueActivity] where !handledEntries.contains(entry) {
            guard let located = model.methods[entry], !located.node.isInNonIOSClause else { continue }
            steps.append(ManualStep(.check, id: "capacitor-link-twice", file: files[located.file].path, line: files[located.file].line(located.node),
                                    "a cold launch's \(entry == .openURL ? "URL" : "activity") reaches both this handler (replayed from scene(_:willConnectTo:options:)) and SceneDelegateProxy, which hands it to the plugins once they load: a link this handler claims now reaches the plugins too; skip those in the scene delegate if they must not"))
        }
        sceneDelegateImports.append("import Capacitor")
        done.append("\(files[model.classFile].path): Capacitor \(version): the scene delegate forwards connect" + (forwarded.isEmpty ? "" : ", URLs and activities") + " to SceneDelegateProxy"
                    + (forwarded.isEmpty ? "" : "; " + forwarded.joined(separator: " and ") + " removed (they only handed over to ApplicationDelegateProxy)"))
    }

    /// The body is one statement that returns (or makes) `callee(…)` with the method's own
    /// parameters, in order (the frameworks' template hand-overs).
    static func onlyHandsOver(_ function: FunctionDeclSyntax, to callee: String) -> Bool {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item else { return false }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == callee else { return false }
        let parameters = function.signature.parameterClause.parameters.map(\.localName)
        return call.arguments.map(\.expression.trimmedDescription) == parameters
    }
}
