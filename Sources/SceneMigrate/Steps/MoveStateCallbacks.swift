import Foundation
import SwiftSyntax

/// the body moved to `sceneDidBecomeActive(_:)` … (one window: the scene's state is the app's); an empty one (Xcode's template) removed.
struct MoveStateCallbacks: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "state-callbacks",
            trigger: "`applicationDidBecomeActive` / `WillResignActive` / `DidEnterBackground` / `WillEnterForeground`",
            summary: "one window: the bodies move to `sceneDidBecomeActive` and the others. `--multiple-windows`: they stay in the app delegate as `appDidBecomeActive(_:)` and the others, run once for the whole app on `UIApplication.didBecomeActiveNotification` and the others (observed from `didFinishLaunching`); each statement that touches a window is marked \"per window\", the rest counted \"per process\". Xcode's empty template bodies are removed. An `ExpoAppDelegate` subclass (one window): each scene callback first calls the app delegate's method (`appDelegate.applicationDidBecomeActive(UIApplication.shared)`, Expo's, which hands it to Expo's modules), in place of the override's `super` call",
            rationale: "UIKit calls the application state callbacks only without scenes; with scenes each scene delegate gets its own, and the app-wide moments are the `UIApplication` notifications (UIKit: UISceneDelegate; TN3187). `ExpoAppDelegate` forwards its state methods to the modules that subscribe to it, which Expo's own scene delegate re-feeds (expo/expo, ExpoAppSceneDelegate).",
            doctorRules: ["app-delegate-state-callback", "per-window-callback-for-app-work"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("state-callback-left", .manual, "UIKit does not call applicationX(_:) in a scene app; move its work to the scene delegate's sceneX(_:) by hand", why: "its body returns, captures `self` or shares a line with its braces: moving it would change what it does"),
                ManualStepDescription("will-enter-foreground-at-launch", .check, "sceneWillEnterForeground(_:) also runs when the scene first connects", why: "`applicationWillEnterForeground` did not run at launch; the moved work now does"),
                ManualStepDescription("state-callback-per-window", .check, "per window: this touches a window, but appX(_:) runs once for the whole app", why: "with several windows, work on a window belongs in that window's scene callback")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.moveStateCallbacks()
    }

    /// App delegates' base classes whose state methods hand the event on to subscribers
    /// (`ExpoAppDelegate`: Expo's modules subscribe to the app delegate's events).
    static let dispatchingBases: Set<String> = ["ExpoAppDelegate"]
}

extension MigrationContext {
    mutating func moveStateCallbacks() {
        var observers: [(notification: String, method: String)] = []
        // Expo's app delegate hands the state callbacks on to its subscribers (Expo's modules):
        // the scene delegate calls its method, so that they still get them.
        let forwardsToBase = !options.multipleWindows && MoveStateCallbacks.dispatchingBases.contains(model.superclass ?? "")
        for entry in AppDelegateModel.Entry.stateCallbacks {
            guard let names = entry.stateCallback else { continue }
            let forward = "appDelegate.\(names.app)(UIApplication.shared)"
            guard let located = model.methods[entry], let body = located.node.body else {
                if forwardsToBase {
                    sceneMethods.append("\(unit)func \(names.scene)(_ scene: UIScene) {\n\(unit)\(unit)\(forward)\n\(unit)}")
                    usesAppDelegate = true
                }
                continue
            }
            let function = located.node
            let file = files[located.file]
            if function.isInNonIOSClause { continue }
            let parameterName = function.signature.parameterClause.parameters.first?.localName ?? "application"
            // `super.applicationDidBecomeActive(application)`: the base's method, called from the scene.
            let superCalls = forwardsToBase ? body.statements.filter { item in
                item.trimmedDescription.filter { !$0.isWhitespace } == "super.\(names.app)(\(parameterName))"
            } : []
            let items = Array(body.statements).filter { item in !superCalls.contains { $0.id == item.id } }
            if items.isEmpty {
                // Xcode's template: comments only (or only the call to super).
                if let range = file.wholeLines(of: function) {
                    remove(range, in: located.file)
                    done.append("\(file.path): \(names.app)(_:) removed (" + (superCalls.isEmpty ? "empty" : "it only called super") + ": UIKit does not call it in a scene app)")
                    if forwardsToBase {
                        sceneMethods.append("\(unit)func \(names.scene)(_ scene: UIScene) {\n\(unit)\(unit)\(forward)\n\(unit)}")
                        usesAppDelegate = true
                    }
                }
                continue
            }
            if options.multipleWindows {
                edit(located.file) { $0.replace(function.name.startOffset, function.name.endOffset, with: names.kept) }
                observers.append((names.notification, names.kept))
                let perWindow = items.filter { item in
                    item.tokens(viewMode: .sourceAccurate).contains { ["window", "rootViewController", "view", "keyWindow", "windows"].contains($0.text) }
                }
                for item in perWindow {
                    leave(item, in: located.file, id: "state-callback-per-window", "per window: this touches a window, but \(names.kept)(_:) runs once for the whole app (UIApplication.\(names.notification)); move it to \(names.scene)(_:) if it is meant for each window", kind: .check)
                }
                done.append("\(file.path): \(names.app)(_:) is now \(names.kept)(_:), run app-wide on UIApplication.\(names.notification): \(items.count - perWindow.count) statement(s) per process, \(perWindow.count) per window")
                continue
            }
            let parameters = Array(function.signature.parameterClause.parameters)
            let context = SnippetRewrite.Context(memberNames: memberNames, applicationParameter: parameters.first?.localName, launchOptionsParameter: nil)
            let analysis = SnippetRewrite(items.map { Syntax($0) }, in: file, context: context)
            if let blocker = analysis.blocker {
                leave(function, in: located.file, id: "state-callback-left", "UIKit does not call \(names.app)(_:) in a scene app; move its work to the scene delegate's \(names.scene)(_:) by hand (left here: \(blocker))")
                continue
            }
            guard let range = file.wholeLines(of: function) else { continue }
            let inner = body.leftBrace.endOffset..<body.rightBrace.startOffset
            // The body's lines, from the line after `{` to the line of `}`.
            let firstItem = body.statements.first!
            let bodyStart = file.lineStart(of: firstItem.startOffset)
            let innerRange = max(inner.lowerBound, min(bodyStart, file.wholeLines(of: firstItem)?.lowerBound ?? bodyStart))..<file.lineStart(of: body.rightBrace.startOffset)
            guard !innerRange.isEmpty else {
                leave(function, in: located.file, id: "state-callback-left", "UIKit does not call \(names.app)(_:) in a scene app; its body shares a line with its braces: move it to \(names.scene)(_:) by hand")
                continue
            }
            var edits = analysis.edits
            for call in superCalls { edits.replace(call.positionAfterSkippingLeadingTrivia.utf8Offset, call.endPositionBeforeTrailingTrivia.utf8Offset, with: forward) }
            let text = edits.apply(to: file.bytes, in: innerRange)
            let baseIndent = file.indentation(at: firstItem.startOffset)
            var lines = reindent(text, from: baseIndent, to: unit + unit)
            if forwardsToBase && superCalls.isEmpty { lines.insert(unit + unit + forward, at: 0) }
            if forwardsToBase { usesAppDelegate = true }
            sceneMethods.append((["\(unit)func \(names.scene)(_ scene: UIScene) {"] + lines + ["\(unit)}"]).joined(separator: "\n"))
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            usesAppDelegate = usesAppDelegate || analysis.usesAppDelegate
            referencedMembers.formUnion(analysis.referencedMembers)
            done.append("\(file.path): the body of \(names.app)(_:) moved to \(names.scene)(_:) (one window: the scene's state is the app's)")
            if entry == .willEnterForeground {
                steps.append(ManualStep(.check, id: "will-enter-foreground-at-launch", file: file.path, line: file.line(function), "sceneWillEnterForeground(_:) also runs when the scene first connects, at launch; applicationWillEnterForeground(_:) did not: check that its work may run then"))
            }
        }
        if !observers.isEmpty { addObservers(observers, model: model, unit: unit) }
    }

    mutating func addObservers(_ observers: [(notification: String, method: String)], model: AppDelegateModel, unit: String) {
        guard let classDecl = model.declarations.first(where: { $0.node.is(ClassDeclSyntax.self) }),
              let type = classDecl.node.as(ClassDeclSyntax.self) else { return }
        var lines = ["", "\(unit)/// scenectl migrate: the app-level state work stays app-wide: UIKit calls the application…(_:) state",
                     "\(unit)/// callbacks only without scenes, and posts these notifications once for the whole app.",
                     "\(unit)private func observeApplicationState() {",
                     "\(unit)\(unit)let center = NotificationCenter.default"]
        for observer in observers {
            lines += ["\(unit)\(unit)_ = center.addObserver(forName: UIApplication.\(observer.notification), object: nil, queue: nil) { [unowned self] _ in",
                      "\(unit)\(unit)\(unit)MainActor.assumeIsolated { self.\(observer.method)(UIApplication.shared) }",
                      "\(unit)\(unit)}"]
        }
        lines.append("\(unit)}")
        let closing = type.memberBlock.rightBrace
        let insertAt = files[classDecl.file].lineStart(of: closing.startOffset)
        edit(classDecl.file) { $0.insert(lines.joined(separator: "\n") + "\n", at: insertAt) }
        if let launch = model.methods[.didFinishLaunching], let body = launch.node.body {
            let first = body.statements.first
            let at = first.map { files[launch.file].lineStart(of: $0.startOffset) } ?? files[launch.file].lineStart(of: body.rightBrace.startOffset)
            let indent = first.map { files[launch.file].indentation(at: $0.startOffset) } ?? unit + unit
            edit(launch.file) { $0.insert("\(indent)observeApplicationState()\n", at: at) }
        } else {
            let text = ["", "\(unit)func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
                        "\(unit)\(unit)observeApplicationState()", "\(unit)\(unit)return true", "\(unit)}"].joined(separator: "\n") + "\n"
            edit(classDecl.file) { $0.insert(text, at: insertAt) }
        }
    }
}
