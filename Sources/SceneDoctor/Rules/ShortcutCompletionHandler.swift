/// `shortcut-completion-handler`: the quick action's completion handler not called on some path,
/// or called twice.
struct ShortcutCompletionHandler: DoctorRule {
    static let description = RuleDescription(
        id: "shortcut-completion-handler",
        name: "Quick-action completion handler not called exactly once",
        rationale: """
            `windowScene(_:performActionFor:completionHandler:)` must call its completion handler \
            once, with whether the action succeeded. A path that returns without calling it leaves \
            the system waiting; a path that calls it twice reports two results for one action.
            """,
        source: RuleSource(title: "Apple: windowScene(_:performActionFor:completionHandler:)", url: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"),
        fix: "Call `completionHandler` exactly once on every path (for example with `defer`, or one call after a `switch` that computes the result), or implement the `async -> Bool` form.",
        before: """
            guard let action = Action(shortcutItem) else { return }
            completionHandler(action.run())
            """,
        after: """
            guard let action = Action(shortcutItem) else { completionHandler(false); return }
            completionHandler(action.run())
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func ↓windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        guard shortcutItem.type == "new" else { return }
                        completionHandler(Notes.create())
                    }
                }
                """, comment: "an early return without a call"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func ↓windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        switch shortcutItem.type {
                        case "new":
                            completionHandler(Notes.create())
                        default:
                            break
                        }
                        completionHandler(true)
                    }
                }
                """, comment: "called twice on the 'new' path"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        guard shortcutItem.type == "new" else {
                            completionHandler(false)
                            return
                        }
                        DispatchQueue.main.async {
                            if Notes.create() { completionHandler(true) } else { completionHandler(false) }
                        }
                    }
                }
                """, comment: "every path calls it once, one of them in a closure"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        var handled = false
                        defer { completionHandler(handled) }
                        #if DEBUG
                        if shortcutItem.type == "debug" { return }
                        #endif
                        handled = QuickActions.perform(shortcutItem)
                    }
                }
                """, comment: "defer and #if"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        QuickActions.perform(shortcutItem, completion: completionHandler)
                    }
                }
                """, comment: "handed on to a function that will call it"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        coordinator.done { coordinator in
                            QuickActions.handle(shortcutItem, with: coordinator)
                                .done { completionHandler(true) }
                                .catch { _ in completionHandler(false) }
                        }
                    }
                }
                """, comment: "a promise's success and failure closures: one of them runs"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for method in app.sceneDelegateMethods(Signatures.performAction) {
            findings.reportCompletionPaths(of: method,
                notCalled: "through windowScene(_:performActionFor:completionHandler:): the quick action's result is never reported; call it once on every path",
                calledTwice: "in windowScene(_:performActionFor:completionHandler:): one action reports two results; call it once on every path")
        }
    }
}

extension FindingSink {
    /// Counts the calls of a method's last parameter, its completion handler, on every path: a
    /// finding ("`handler` is not called on some path " + `notCalled`) where a path has none, and
    /// ("`handler` can be called twice " + `calledTwice`) where one has two.
    mutating func reportCompletionPaths(of method: FunctionRef, notCalled: String, calledTwice: String) {
        guard let body = method.body, let last = method.parameters.last, method.parameters.count == 3 else { return }
        let handler = FunctionRef.internalName(last)
        let counts = CompletionPaths(handler: handler).counts(in: body)
        if counts.contains(0) { report(at: method.nameNode, in: method.file, "`\(handler)` is not called on some path \(notCalled)") }
        if counts.contains(2) { report(at: method.nameNode, in: method.file, "`\(handler)` can be called twice \(calledTwice)") }
    }
}
