import Foundation
import SwiftSyntax

/// moved into `scene(_:willConnectTo:options:)`: `UIWindow(windowScene:)`; `connectionOptions.urlContexts.first?.url`, `.userActivities.first`, `.shortcutItem`, `.notificationResponse?.notification.request.content.userInfo`. Statements that the moved code needs (a local it uses), and statements after it that use what it declares, move with it; anything that cannot move (it returns, captures `self`, uses `self?`, calls `super`, passes `launchOptions` on, or shares a local with code that stays) keeps the whole group in place, marked
struct MoveWindowSetUp: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "move-window-setup",
            trigger: "window set-up in `application(_:didFinishLaunchingWithOptions:)` (every statement that uses the app delegate's `window`, with the locals only it needs); `launchOptions?[.url]`, `[.userActivityDictionary]`, `[.shortcutItem]`, `[.remoteNotification]` read there; a statement after the window set-up that reads a property the set-up assigns (`coordinator = AppCoordinator(window: window!)`, then `coordinator.start()`)",
            summary: "moved to `scene(_:willConnectTo:options:)`; `UIWindow(frame:)` and `UIWindow()` become `UIWindow(windowScene: windowScene)`; the app delegate's members it uses are reached through `appDelegate`. A launch-option read moves reading `connectionOptions.urlContexts.first?.url`, `connectionOptions.userActivities` (as the same dictionary), `connectionOptions.shortcutItem`, `connectionOptions.notificationResponse?.notification.request.content.userInfo`; a cast to the usual type (`as? URL`) is folded in, any other use keeps the `Any?` type it had. A later statement that reads what the set-up assigns moves with it (marked `check`: left behind it would run before any scene connects, on the old value); if it cannot move (it returns), the set-up stays too, marked",
            rationale: "UIKit creates no window for the app delegate in a scene app: each scene delegate makes its own with `UIWindow(windowScene:)` in `scene(_:willConnectTo:options:)`, and a launch's URL, activity, quick action and notification come in its connection options (TN3187; UIKit: UIWindowSceneDelegate).",
            doctorRules: ["window-built-at-launch", "url-lost-at-cold-launch", "activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
            ManualStepDescription("launch-code-left", .manual, "this window set-up / launch option read … was left here: it returns from the method; … it uses `x`, which code that stays in didFinishLaunching also uses; … `x` is also used by code that stays in didFinishLaunching; … a closure in it captures self, it uses self?, it calls super; … it also passes launchOptions on", why: "`return false` in `didFinishLaunching` meant \"do not call `application(_:open:)` too\", and a scene callback returns nothing; moving it would split a local between two methods, or leave behind a later statement that reads what it assigns; `self` would change meaning from the app delegate to the scene delegate"),
            ManualStepDescription("stays-before-moved-setup", .check, "this stays in didFinishLaunching, but the moved set-up set a property's state before it did", why: "code that stays runs at launch, before any scene connects: a call on an object the moved code configured (Element's legacy app delegate, given the window) now runs without that configuration"),
            ManualStepDescription("moved-with-window-setup", .check, "moved to scene(_:willConnectTo:options:) with the window set-up because it uses what that declares", why: "it now runs each time a scene connects; check that it belongs to the window")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.moveWindowSetUp()
    }
}

extension MigrationContext {
    mutating func moveWindowSetUp() {
        guard let launch else { return }
        let located = launch.located, body = launch.body, items = launch.items, analyses = launch.analyses
        let file = files[located.file]
        let redundant = redundantLaunchStatements
        let lineRanges = items.map { file.wholeLines(of: $0) }
        let partition = LaunchStatementPartition(items.indices.map { index in
            let analysis = analyses[index]
            var reason = analysis.blocker
            if reason == nil, analysis.otherLaunchOptionsUse { reason = "it also passes launchOptions on" }
            if reason == nil, lineRanges[index] == nil { reason = "it shares its line with other code" }
            return LaunchStatementPartition.Statement(
                isPrimary: analysis.usesWindow || !analysis.readsLaunchKeys.isEmpty, isExcluded: redundant[index] != nil || claimedLaunchStatements.contains(index),
                declared: analysis.declaredNames, referenced: analysis.referencedNames,
                assignedMembers: analysis.assignedMembers, referencedMembers: analysis.referencedMembers,
                ownReason: reason, containsReturn: analysis.containsReturn, line: file.line(items[index]),
                excerpt: Self.excerpt(of: items[index])
            )
        })
        let moved = partition.moved, blocked = partition.left
        for index in partition.movedWithSetUp.sorted() {
            steps.append(ManualStep(.check, id: "moved-with-window-setup", file: file.path, line: file.line(items[index]), "moved to scene(_:willConnectTo:options:) with the window set-up because it uses what that declares: it now runs each time a scene connects; check that it belongs to the window"))
        }
        // A statement that stays after moved code that set something on a property of the app
        // delegate (`legacyAppDelegate.window = window`, then
        // `legacyAppDelegate.application(application, didFinishLaunchingWithOptions:)`: Element)
        // now runs before it, at launch.
        var setThrough: [String: Int] = [:]
        for index in moved.sorted() {
            guard let sequence = items[index].item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
                  let base = target.base else { continue }
            var name: String?
            if let reference = base.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
            if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { name = member.declName.baseName.text }
            if let name, memberNames.contains(name), setThrough[name] == nil { setThrough[name] = index }
        }
        if let first = moved.min() {
            for index in items.indices where index > first && !moved.contains(index) && redundant[index] == nil {
                guard let (name, setter) = setThrough.first(where: { analyses[index].referencedMembers.contains($0.key) && $0.value < index }) else { continue }
                steps.append(ManualStep(.check, id: "stays-before-moved-setup", file: file.path, line: file.line(items[index]),
                    "this stays in didFinishLaunching, which now runs before the scene connects, but the moved set-up (`\(Self.excerpt(of: items[setter]))`) set \(name)'s state before it did: check that it does not need it, or move it after that set-up in scene(_:willConnectTo:options:)"))
            }
        }
        let baseIndent = file.indentation(at: body.statements.first?.startOffset ?? body.startOffset)
        var movedLaunchKeys: Set<LaunchKey> = []
        for index in moved.sorted() {
            guard let range = lineRanges[index] else { continue }
            let analysis = analyses[index]
            let text = analysis.edits.apply(to: file.bytes, in: range)
            willConnect += reindent(text, from: baseIndent, to: unit + unit)
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            usesAppDelegate = usesAppDelegate || analysis.usesAppDelegate
            usesWindowScene = usesWindowScene || analysis.usesWindowScene
            usesUserNotifications = usesUserNotifications || analysis.usesUserNotifications
            createsWindowInCode = createsWindowInCode || analysis.createsWindow
            referencedMembers.formUnion(analysis.referencedMembers)
            movedLaunchKeys.formUnion(analysis.readsLaunchKeys)
        }
        if !moved.isEmpty {
            done.append("\(file.path): \(moved.count) statement(s) of application(_:didFinishLaunchingWithOptions:) moved to scene(_:willConnectTo:options:)"
                + (movedLaunchKeys.isEmpty ? "" : " (reading " + movedLaunchKeys.map(\.sceneName).sorted().joined(separator: ", ") + ")"))
        }
        for (index, reason) in blocked.sorted(by: { $0.key < $1.key }) {
            let analysis = analyses[index]
            let what = analysis.usesWindow ? "window set-up" : (analysis.readsLaunchKeys.isEmpty ? "statement (it uses what the window set-up declares)" : "launch option read")
            leave(items[index], in: located.file, id: "launch-code-left", "this \(what) belongs in the scene delegate's scene(_:willConnectTo:options:) but was left here: \(reason)")
            if analysis.usesWindow { windowPropertyKept = true }
        }
        launchStatementsLeft = blocked
    }

}

extension MigrationContext {
    /// A statement's first line, its spaces collapsed, at most 60 characters: how a manual step
    /// names another statement.
    static func excerpt(of item: CodeBlockItemSyntax) -> String {
        let first = item.trimmedDescription.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        let collapsed = first.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return collapsed.count > 60 ? String(collapsed.prefix(59)) + "…" : collapsed
    }
}
