import Foundation
import SwiftSyntax

/// each renamed (`handleOpen`, `handleContinue`, `handlePerformAction`) and kept in the app delegate; the scene delegate calls it from `scene(_:openURLContexts:)`, `scene(_:continue:)`, `windowScene(_:performActionFor:completionHandler:)` and, for a cold launch, from `willConnect` with `connectionOptions`.
struct RouteLaunchEntryPoints: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "route-launch-entry-points",
            trigger: "`application(_:open:options:)`, `application(_:continue:restorationHandler:)`, `application(_:performActionFor:completionHandler:)`",
            summary: "each kept and renamed: `handleOpenURL(_:open:options:)`, called by `scene(_:openURLContexts:)` for each context (with the source application, annotation and open-in-place options when the body reads them) and from `willConnect` for `connectionOptions.urlContexts`; `handleUserActivity(…)`, called by `scene(_:continue:)` and, for `connectionOptions.userActivities`, from `willConnect`; `handleShortcutItem(…)`, called by `windowScene(_:performActionFor:completionHandler:)` (same completion handler) and, for `connectionOptions.shortcutItem`, from `willConnect`",
            rationale: "UIKit calls none of the three app-delegate methods in a scene app: URLs, activities and quick actions go to the scene delegate, and a cold launch's arrive in `connectionOptions` (UIKit: UISceneDelegate, UIWindowSceneDelegate; TN3187).",
            doctorRules: ["app-delegate-event-callback", "url-lost-at-cold-launch", "activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch", "shortcut-completion-handler"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("restoration-handler-empty", .check, "the restoration handler it calls is now an empty closure", why: "`scene(_:continue:)` has no restoration handler")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.routeLaunchEntryPoints()
    }
}

extension MigrationContext {
    mutating func routeLaunchEntryPoints() {
        let routed = [AppDelegateModel.Entry.openURL, .continueActivity, .performAction].filter { model.methods[$0] != nil && !handledEntries.contains($0) }
        if !routed.isEmpty {
            if !willConnect.isEmpty { willConnect.append("") }
            willConnect.append("\(unit)\(unit)// A cold launch's URL, activity and quick action go where a running app's go.")
        }
        for entry in routed {
            guard let located = model.methods[entry], let newName = entry.sharedName else { continue }
            let function = located.node
            if function.isInNonIOSClause { continue }
            edit(located.file) { $0.replace(function.name.startOffset, function.name.endOffset, with: newName) }
            removeAccessRestriction(function.modifiers, in: located.file, renamed: true)
            usesAppDelegate = true
            let parameters = Array(function.signature.parameterClause.parameters)
            let usesOptions = entry == .openURL && parameters.count == 3
                && (function.body?.tokens(viewMode: .sourceAccurate).contains { $0.text == parameters[2].localName } ?? false)
            let returnsValue = function.signature.returnClause != nil
            let call = returnsValue ? "_ = appDelegate." : "appDelegate."
            switch entry {
            case .openURL:
                var body = ["\(unit)\(unit)for context in URLContexts {"]
                if usesOptions {
                    body += ["\(unit)\(unit)\(unit)var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]",
                             "\(unit)\(unit)\(unit)if let source = context.options.sourceApplication { options[.sourceApplication] = source }",
                             "\(unit)\(unit)\(unit)if let annotation = context.options.annotation { options[.annotation] = annotation }",
                             "\(unit)\(unit)\(unit)\(call)\(newName)(UIApplication.shared, open: context.url, options: options)"]
                } else {
                    body += ["\(unit)\(unit)\(unit)\(call)\(newName)(UIApplication.shared, open: context.url, options: [:])"]
                }
                body += ["\(unit)\(unit)}"]
                sceneMethods.append((["\(unit)func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {"] + body + ["\(unit)}"]).joined(separator: "\n"))
                willConnect.append("\(unit)\(unit)self.scene(scene, openURLContexts: connectionOptions.urlContexts)")
                done.append("\(files[located.file].path): application(_:open:options:) is now \(newName)(_:open:options:), called by scene(_:openURLContexts:) and, at a cold launch, for connectionOptions.urlContexts")
            case .continueActivity:
                sceneMethods.append("""
                    \(unit)func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                    \(unit)\(unit)\(call)\(newName)(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
                    \(unit)}
                    """)
                willConnect.append("\(unit)\(unit)for userActivity in connectionOptions.userActivities {")
                willConnect.append("\(unit)\(unit)\(unit)self.scene(scene, continue: userActivity)")
                willConnect.append("\(unit)\(unit)}")
                done.append("\(files[located.file].path): application(_:continue:restorationHandler:) is now \(newName)(_:continue:restorationHandler:), called by scene(_:continue:) and, at a cold launch, for connectionOptions.userActivities")
                if function.body?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == parameters.last?.localName }) == true {
                    steps.append(ManualStep(.check, id: "restoration-handler-empty", file: files[located.file].path, line: files[located.file].line(function),
                                            "the restoration handler it calls is now an empty closure: scene(_:continue:) has none; restore the objects it named from the scene delegate"))
                }
            case .performAction:
                sceneMethods.append("""
                    \(unit)func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                    \(unit)\(unit)appDelegate.\(newName)(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
                    \(unit)}
                    """)
                willConnect.append("\(unit)\(unit)if let shortcutItem = connectionOptions.shortcutItem {")
                willConnect.append("\(unit)\(unit)\(unit)self.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: { _ in })")
                willConnect.append("\(unit)\(unit)}")
                usesWindowScene = true
                done.append("\(files[located.file].path): application(_:performActionFor:completionHandler:) is now \(newName)(_:performActionFor:completionHandler:), called by windowScene(_:performActionFor:completionHandler:) and, at a cold launch, for connectionOptions.shortcutItem")
            default: break
            }
        }
    }
}
