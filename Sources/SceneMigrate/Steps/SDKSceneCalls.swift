import Foundation
import SceneToolsCore
import SwiftSyntax

/// What becomes of the SDK calls in the URL, activity and quick-action methods the migration
/// routes: each known SDK (SceneToolsCore's `SceneSDKs`, the doctor's table) either works as it is
/// from the scene delegate, or needs its scene API.
struct SDKSceneCalls: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "sdk-scene-calls",
            trigger: "a call of a known SDK (Google Sign-In, Facebook, Firebase Auth, Branch, AppsFlyer, Adjust, CleverTap: the doctor's table) in `application(_:open:options:)`, `application(_:continue:restorationHandler:)` or `application(_:performActionFor:completionHandler:)`",
            summary: "an SDK whose app-delegate call works from a scene delegate (it takes the URL or activity) is named in the summary: routing the method made the scene delegate call it, and the cold launch's replay too. One that needs its scene API (Branch: `BranchScene`) is marked with that API and its source. One that also forwards scene events itself (Firebase's swizzler) is said to get a link twice while swizzling is on",
            rationale: "UIKit calls none of the three app-delegate methods in a scene app; the SDKs' scene paths differ (firebase-ios-sdk#16261 and #16365, BranchMetrics ios-branch-deep-linking-attribution#1013, AppsFlyerFramework#109, dev.adjust.com, clevertap-flutter#340). The same link can arrive twice, through a replayed app-delegate call and the SDK's own scene hook (expo/expo#49925).",
            doctorRules: ["app-delegate-event-callback"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("sdk-scene-api", .manual, "X is called from the scene delegate now, but under scenes it needs its scene API: …", why: "the SDK's app-delegate call does not stand for its scene path (Branch's session and links go through `BranchScene`); the table names the call and its source"),
                ManualStepDescription("sdk-unknown-call", .check, "X.y(…) gets the URL / activity / quick action here and is called from the scene delegate now", why: "a type the app does not declare and the SDK table does not know: its documentation says whether it has a scene API to call instead"),
                ManualStepDescription("sdk-called-twice", .check, "X also forwards scene(_:openURLContexts:) itself while its swizzling is on", why: "the URL reaches the SDK through its own scene hook and through this call: harmless for a check such as `canHandle`, twice for one that acts"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.sdkSceneCalls()
    }
}

extension MigrationContext {
    /// The frameworks whose recipes hand their own calls over (Capacitor's proxy, React Native's
    /// linking manager).
    static let callsHandledByRecipes: Set<String> = ["Capacitor", "React Native Linking"]

    mutating func sdkSceneCalls() {
        let entries: [(AppDelegateModel.Entry, String)] = [(.openURL, "scene(_:openURLContexts:)"), (.continueActivity, "scene(_:continue:)"), (.performAction, "windowScene(_:performActionFor:completionHandler:)")]
        let appTypes = declaredTypeNames()
        for (entry, sceneMethod) in entries where !handledEntries.contains(entry) {
            guard let located = model.methods[entry], !located.node.isInNonIOSClause, let body = located.node.body else { continue }
            let file = files[located.file]
            var named = Set<String>()
            let parameters = Set(located.node.signature.parameterClause.parameters.dropFirst().map(\.localName))
            for call in Self.calls(in: body) {
                let callee = call.calledExpression.trimmedDescription.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
                guard let sdk = SceneSDKs.all.first(where: { sdk in sdk.calls.contains { callee.hasPrefix($0) } }) else {
                    // Another module's type handed the event: its scene API is its documentation's.
                    if let receiver = Self.receiverType(of: call), !appTypes.contains(receiver), !Self.platformTypes.contains(receiver),
                       call.arguments.contains(where: { parameters.contains($0.expression.trimmedDescription) }), named.insert(receiver).inserted {
                        steps.append(ManualStep(.check, id: "sdk-unknown-call", file: file.path, line: file.line(call), "\(callee)(…) gets the \(entry == .openURL ? "URL" : entry == .continueActivity ? "activity" : "quick action") here and is called from \(sceneMethod) now: \(receiver) is not in the doctor's SDK table; if its documentation gives a scene API, call that instead"))
                    }
                    continue
                }
                guard !Self.callsHandledByRecipes.contains(sdk.name), named.insert(sdk.name).inserted else { continue }
                if sdk.sameCallFromScene {
                    done.append("\(file.path):\(file.line(call)): \(sdk.name)'s \(callee) now runs from \(sceneMethod) and, at a cold launch, for the connection options (it works from a scene delegate as it is)")
                } else {
                    let statement = Self.statement(containing: call) ?? Syntax(call)
                    leave(statement, in: located.file, id: "sdk-scene-api", "\(callee) (\(sdk.name)) is called from the scene delegate now, but under scenes it needs its scene API: \(sdk.sceneCall) (\(sdk.source))")
                }
                if sdk.swizzlesScene {
                    steps.append(ManualStep(.check, id: "sdk-called-twice", file: file.path, line: file.line(call), "\(sdk.name) also forwards \(sceneMethod) itself while its swizzling is on: the link reaches it through its own scene hook and through this call (harmless for a check such as canHandle; turn the swizzling off, or drop this call, if it acts)"))
                }
            }
        }
    }

    /// Apple's types a handler passes the URL or activity to (they have no scene API to find).
    static let platformTypes: Set<String> = ["UIApplication", "NotificationCenter", "URLComponents", "URL", "URLSession", "UserDefaults", "DispatchQueue",
                                            "NSUserActivity", "UIPasteboard", "Logger", "String", "Array", "Set", "Dictionary", "Task", "SFSafariViewController"]

    /// The type a call is made on, when its callee starts with a capitalised name
    /// (`Kochava.shared.handle`, `Intercom.handle`): the leftmost name of the chain.
    static func receiverType(of call: FunctionCallExprSyntax) -> String? {
        var expression = call.calledExpression
        var sawMember = false
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base; sawMember = true; continue }
            if let inner = expression.as(FunctionCallExprSyntax.self) { expression = inner.calledExpression; continue }
            if let chain = expression.as(OptionalChainingExprSyntax.self) { expression = chain.expression; continue }
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression; continue }
            break
        }
        guard sawMember, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    static func calls(in body: CodeBlockSyntax) -> [FunctionCallExprSyntax] {
        final class Calls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(body)
        return calls.found
    }

    /// The statement of a code block that holds `node`.
    static func statement(containing node: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(CodeBlockItemSyntax.self) { return parent }
            current = parent
        }
        return nil
    }
}
