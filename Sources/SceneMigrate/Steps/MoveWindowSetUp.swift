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
        let primary = Set(items.indices.filter { redundant[$0] == nil && (analyses[$0].usesWindow || !analyses[$0].readsLaunchKeys.isEmpty) })
        var moved = primary
        var blocked: [Int: String] = [:]
        var out: Set<Int> = Set(redundant.keys)          // blocked for good (keeps the loop finite)
        var backward: Set<Int> = []     // locals the moved code needs
        var forward: Set<Int> = []      // code that uses what the moved code declares
        let lineRanges = items.map { file.wholeLines(of: $0) }
        // A statement that can return before a moved one ran first, at launch, or not at all.
        let earlyReturns = items.indices.filter { analyses[$0].containsReturn && !primary.contains($0) && redundant[$0] == nil && $0 < items.count - 1 }
        func reasonToStay(_ index: Int) -> String? {
            let analysis = analyses[index]
            if let blocker = analysis.blocker { return blocker }
            if analysis.otherLaunchOptionsUse { return "it also passes launchOptions on" }
            if lineRanges[index] == nil { return "it shares its line with other code" }
            if let early = earlyReturns.first(where: { $0 < index }) {
                return "an earlier statement (line \(file.line(items[early]))) can return from didFinishLaunching before it runs"
            }
            return nil
        }
        // A later statement reading a property an earlier one assigns (`coordinator = …`, then
        // `coordinator.start()`) depends on it as on a local: left behind, it would run before
        // any scene connects, on the value from before.
        func uses(_ user: Int, _ declarer: Int) -> Bool {
            !analyses[user].referencedNames.isDisjoint(with: analyses[declarer].declaredNames)
                || (user > declarer && !analyses[user].referencedMembers.isDisjoint(with: analyses[declarer].assignedMembers))
        }
        func sharedNames(_ user: Int, _ declarer: Int) -> [String] {
            let members = user > declarer ? analyses[declarer].assignedMembers.intersection(analyses[user].referencedMembers) : []
            return analyses[declarer].declaredNames.intersection(analyses[user].referencedNames).union(members).sorted()
        }
        var changed = true
        while changed {
            changed = false
            var grew = true
            while grew {
                grew = false
                for index in moved.sorted() {
                    // Locals it needs, declared earlier.
                    for other in items.indices where other < index && !moved.contains(other) && !out.contains(other) && uses(index, other) {
                        moved.insert(other); backward.insert(other); grew = true
                    }
                    // Code after it that uses what it declares.
                    for other in items.indices where other > index && !moved.contains(other) && !out.contains(other) && uses(other, index) {
                        moved.insert(other); forward.insert(other); grew = true
                    }
                }
            }
            for index in moved.sorted() {
                var reason = reasonToStay(index)
                if reason == nil, let stayer = items.indices.first(where: { !moved.contains($0) && uses($0, index) }) {
                    reason = "`\(sharedNames(stayer, index).joined(separator: "`, `"))` is also used by code that stays in didFinishLaunching (line \(file.line(items[stayer])))"
                }
                if reason == nil, let needed = items.indices.first(where: { !moved.contains($0) && $0 < index && uses(index, $0) }) {
                    reason = "it uses `\(sharedNames(index, needed).joined(separator: "`, `"))`, which stays in didFinishLaunching"
                }
                if let reason {
                    moved.remove(index)
                    out.insert(index)
                    if primary.contains(index) || forward.contains(index) { blocked[index] = reason }
                    changed = true
                }
            }
            // A local no moved code needs any more stays.
            for index in moved.sorted() where backward.contains(index) && !primary.contains(index)
                && !moved.contains(where: { $0 != index && uses($0, index) }) {
                moved.remove(index)
                changed = true
            }
        }
        for index in moved.sorted() where forward.contains(index) && !primary.contains(index) {
            steps.append(ManualStep(.check, id: "moved-with-window-setup", file: file.path, line: file.line(items[index]), "moved to scene(_:willConnectTo:options:) with the window set-up because it uses what that declares: it now runs each time a scene connects; check that it belongs to the window"))
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
