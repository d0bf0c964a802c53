import Foundation
import SwiftSyntax

/// The Swift half of the migration: what moves from the app delegate to a new scene delegate,
/// what is renamed so that both the cold and the warm path call it, which window lookups become
/// scene-aware, and what stays in place marked `// scenectl migrate:`.
struct SwiftMigration {
    var files: [SwiftFile]
    /// The app delegate of `files`, if there is one.
    var appDelegate: AppDelegateModel?
    var options: MigrationOptions
    /// The storyboard the Info.plist (or build settings) name, if any.
    var storyboard: String?
    /// The app's Info.plist is generated from build settings: the app delegate must name the scene
    /// delegate in `application(_:configurationForConnecting:options:)`.
    var needsConfigurationMethod = false

    // Results.
    var edits: [Int: TextEdits] = [:]
    var newFiles: [(path: String, text: String)] = []
    var done: [String] = []
    var steps: [ManualStep] = []
    /// True when the code creates the window itself: no scene storyboard (no second root).
    var createsWindowInCode = false

    // The scene delegate being written.
    private var willConnect: [String] = []
    private var sceneMethods: [String] = []
    private var usesAppDelegate = false
    private var usesWindowScene = false
    private var usesUserNotifications = false
    private var needsKeyWindowHelper = false
    private var windowPropertyKept = false
    private var removals: [Int: [Range<Int>]] = [:]
    /// `didFinishLaunching`'s body: no scene is connected while it runs.
    private var launchBody: (file: Int, range: Range<Int>)?

    init(files: [SwiftFile], appDelegate: AppDelegateModel?, options: MigrationOptions, storyboard: String?, needsConfigurationMethod: Bool) {
        self.files = files
        self.appDelegate = appDelegate
        self.options = options
        self.storyboard = storyboard
        self.needsConfigurationMethod = needsConfigurationMethod
    }

    private mutating func edit(_ file: Int, _ change: (inout TextEdits) -> Void) {
        var current = edits[file] ?? TextEdits()
        change(&current)
        edits[file] = current
    }

    /// Marks code left in place: a `// scenectl migrate:` line above it (once), and a manual step.
    private mutating func leave(_ node: some SyntaxProtocol, in fileIndex: Int, _ reason: String, kind: ManualStep.Kind = .manual) {
        let file = files[fileIndex]
        let start = node.startOffset
        steps.append(ManualStep(kind, file: file.path, line: file.line(of: start), reason))
        let lineStart = file.lineStart(of: start)
        if lineStart > 0 {
            let previousStart = file.lineStart(of: lineStart - 1)
            if file.text(previousStart..<lineStart).contains("scenectl migrate:") { return }
        }
        let indent = file.indentation(at: start)
        let firstLine = (kind == .check ? "check: " : "") + (reason.split(separator: "\n").first.map(String.init) ?? reason)
        edit(fileIndex) { $0.insert("\(indent)// scenectl migrate: \(firstLine)\n", at: lineStart) }
    }

    private func reindent(_ text: String, from base: String, to target: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.map { line in
            if line.trimmingCharacters(in: .whitespaces).isEmpty { return "" }
            return line.hasPrefix(base) ? target + line.dropFirst(base.count) : line
        }
    }

    mutating func run() {
        guard let model = appDelegate else {
            steps.append(ManualStep(.manual, file: "", line: 0, "no Swift class conforming to UIApplicationDelegate was found; write the scene delegate by hand (docs/MIGRATING.md)"))
            return
        }
        let unit = indentUnit(of: model)
        var memberNames = model.memberNames
        memberNames.remove("window")
        var referencedMembers: Set<String> = []
        var movedRanges: [(file: Int, range: Range<Int>)] = []

        // 1. didFinishLaunching: the window set-up and the launch-option reads move to willConnect.
        if let located = model.methods[.didFinishLaunching], let body = located.node.body {
            let file = files[located.file]
            launchBody = (located.file, body.startOffset..<body.endOffset)
            let parameters = Array(located.node.signature.parameterClause.parameters)
            let context = SnippetRewrite.Context(memberNames: memberNames, applicationParameter: parameters.first?.localName,
                                                 launchOptionsParameter: parameters.count > 1 ? parameters[1].localName : nil)
            let items = Array(body.statements)
            let analyses = items.map { SnippetRewrite([Syntax($0)], in: file, context: context) }
            // `if let url = launchOptions?[.url] as? URL { _ = handle(url: url); return false }`:
            // the scene delegate routes the same launch to the warm-path method, which makes the
            // same calls; the `return false` only kept UIKit from delivering it a second time.
            let redundant = redundantLaunchReads(items, launchOptions: context.launchOptionsParameter ?? "launchOptions", model: model)
            for (index, calls) in redundant.sorted(by: { $0.key < $1.key }) {
                guard let range = file.wholeLines(of: items[index]) else { continue }
                remove(range, in: located.file)
                movedRanges.append((located.file, range))
                done.append("\(file.path): the launch option reads at line \(file.line(items[index])) removed: the scene delegate hands the cold launch's "
                    + analyses[index].readsLaunchKeys.map(\.sceneName).sorted().joined(separator: " and ")
                    + " to the methods a running app's go to, which make the same calls (" + calls.sorted().map { "\($0)(…)" }.joined(separator: ", ") + "); its early return only kept UIKit from delivering the launch twice")
            }
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
                steps.append(ManualStep(.check, file: file.path, line: file.line(items[index]), "moved to scene(_:willConnectTo:options:) with the window set-up because it uses what that declares: it now runs each time a scene connects; check that it belongs to the window"))
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
                leave(items[index], in: located.file, "this \(what) belongs in the scene delegate's scene(_:willConnectTo:options:) but was left here: \(reason)")
                if analysis.usesWindow { windowPropertyKept = true }
            }
            // launchOptions handed to other code (an SDK, a helper): it no longer carries the URL,
            // activity, shortcut item or notification.
            let appTypes = declaredTypeNames()
            for (index, analysis) in analyses.enumerated() where analysis.otherLaunchOptionsUse && blocked[index] == nil && redundant[index] == nil {
                let receiver = launchOptionsReceiver(in: items[index], parameter: context.launchOptionsParameter ?? "launchOptions")
                let ownCode = receiver.map { $0 == "self" || memberNames.contains($0) || appTypes.contains($0) } ?? false
                if ownCode {
                    leave(items[index], in: located.file, "the app's own code gets launchOptions here; in a scene app they have no URL, user activity, shortcut item or notification: the scene delegate hands those to the app's handlers of a running app (check that what this code did with them at launch happens there)", kind: .check)
                } else {
                    leave(items[index], in: located.file, "launchOptions is passed on here\(receiver.map { " (to \($0))" } ?? ""); in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate", kind: .check)
                }
            }
        }

        // 2. The routed entry points keep their code under a new name, called by the scene
        //    delegate on the warm path and from willConnect on the cold one.
        let routed = [AppDelegateModel.Entry.openURL, .continueActivity, .performAction].filter { model.methods[$0] != nil }
        if !routed.isEmpty {
            if !willConnect.isEmpty { willConnect.append("") }
            willConnect.append("\(unit)\(unit)// A cold launch's URL, activity and quick action go where a running app's go.")
        }
        for entry in routed {
            guard let located = model.methods[entry], let newName = entry.sharedName else { continue }
            let function = located.node
            if function.isInNonIOSClause { continue }
            edit(located.file) { $0.replace(function.name.startOffset, function.name.endOffset, with: newName) }
            removeAccessRestriction(function.modifiers, in: located.file)
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
                    steps.append(ManualStep(.check, file: files[located.file].path, line: files[located.file].line(function),
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

        // 3. The four state callbacks.
        var observers: [(notification: String, method: String)] = []
        for entry in AppDelegateModel.Entry.stateCallbacks {
            guard let located = model.methods[entry], let names = entry.stateCallback, let body = located.node.body else { continue }
            let function = located.node
            let file = files[located.file]
            if function.isInNonIOSClause { continue }
            let items = Array(body.statements)
            if items.isEmpty {
                // Xcode's template: comments only.
                if let range = file.wholeLines(of: function) {
                    remove(range, in: located.file)
                    done.append("\(file.path): \(names.app)(_:) removed (empty: UIKit does not call it in a scene app)")
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
                    leave(item, in: located.file, "per window: this touches a window, but \(names.kept)(_:) runs once for the whole app (UIApplication.\(names.notification)); move it to \(names.scene)(_:) if it is meant for each window", kind: .check)
                }
                done.append("\(file.path): \(names.app)(_:) is now \(names.kept)(_:), run app-wide on UIApplication.\(names.notification): \(items.count - perWindow.count) statement(s) per process, \(perWindow.count) per window")
                continue
            }
            let parameters = Array(function.signature.parameterClause.parameters)
            let context = SnippetRewrite.Context(memberNames: memberNames, applicationParameter: parameters.first?.localName, launchOptionsParameter: nil)
            let analysis = SnippetRewrite(items.map { Syntax($0) }, in: file, context: context)
            if let blocker = analysis.blocker {
                leave(function, in: located.file, "UIKit does not call \(names.app)(_:) in a scene app; move its work to the scene delegate's \(names.scene)(_:) by hand (left here: \(blocker))")
                continue
            }
            guard let range = file.wholeLines(of: function) else { continue }
            let inner = body.leftBrace.endOffset..<body.rightBrace.startOffset
            // The body's lines, from the line after `{` to the line of `}`.
            let bodyStart = file.lineStart(of: items.first!.startOffset)
            let innerRange = max(inner.lowerBound, min(bodyStart, file.wholeLines(of: items.first!)?.lowerBound ?? bodyStart))..<file.lineStart(of: body.rightBrace.startOffset)
            guard !innerRange.isEmpty else {
                leave(function, in: located.file, "UIKit does not call \(names.app)(_:) in a scene app; its body shares a line with its braces: move it to \(names.scene)(_:) by hand")
                continue
            }
            let text = analysis.edits.apply(to: file.bytes, in: innerRange)
            let baseIndent = file.indentation(at: items.first!.startOffset)
            let lines = reindent(text, from: baseIndent, to: unit + unit)
            sceneMethods.append((["\(unit)func \(names.scene)(_ scene: UIScene) {"] + lines + ["\(unit)}"]).joined(separator: "\n"))
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            usesAppDelegate = usesAppDelegate || analysis.usesAppDelegate
            referencedMembers.formUnion(analysis.referencedMembers)
            done.append("\(file.path): the body of \(names.app)(_:) moved to \(names.scene)(_:) (one window: the scene's state is the app's)")
            if entry == .willEnterForeground {
                steps.append(ManualStep(.check, file: file.path, line: file.line(function), "sceneWillEnterForeground(_:) also runs when the scene first connects, at launch; applicationWillEnterForeground(_:) did not: check that its work may run then"))
            }
        }
        if !observers.isEmpty { addObservers(observers, model: model, unit: unit) }

        // 4. Members the scene delegate now calls must be visible to it.
        for located in model.declarations {
            let members = located.node.as(ClassDeclSyntax.self)?.memberBlock.members ?? located.node.as(ExtensionDeclSyntax.self)?.memberBlock.members
            for member in members ?? [] {
                if let function = member.decl.as(FunctionDeclSyntax.self), referencedMembers.contains(function.name.text) {
                    removeAccessRestriction(function.modifiers, in: located.file)
                } else if let variable = member.decl.as(VariableDeclSyntax.self), !referencedMembers.isDisjoint(with: AppDelegateModel.names(variable)) {
                    removeAccessRestriction(variable.modifiers, in: located.file)
                }
            }
        }

        // 5. The app delegate's own window: reads become scene-aware lookups; the property goes
        //    when nothing else needs it.
        rewriteAppDelegateWindowReads(model: model, skipping: movedRanges)
        if let property = model.windowProperty {
            // A protocol of the app's that requires `window` and that the app delegate adopts: its
            // code reads the window through it (`manager.initialize(windowProvider: self)`), which
            // no search for `window` finds. The property stays, and the step says what to do.
            let requiring = windowRequiringProtocols().intersection(model.inheritedTypes).sorted()
            if !requiring.isEmpty {
                windowPropertyKept = true
                let names = requiring.map { "`\($0)`" }.joined(separator: ", ")
                leave(property.node, in: property.file, "\(model.className) adopts \(names), which requires `window`: code that reads the window through it gets nil in a scene app (UIKit sets no app-delegate window); give that code the scene's window (for example assign `appDelegate.window = window` in scene(_:willConnectTo:options:) and run the work that needs the window from there)")
            } else if windowPropertyKept {
                leave(property.node, in: property.file, "the app delegate's window is still assigned or used in code this tool did not move; in a scene app each scene delegate owns its window")
            } else if let range = files[property.file].wholeLines(of: property.node) {
                remove(range, in: property.file)
                // `var window: UIWindow? = UIWindow(frame: …)`: the scene's window is made the same way.
                if let value = property.node.bindings.first?.initializer?.value, value.trimmedDescription.hasPrefix("UIWindow(") {
                    willConnect.insert("\(unit)\(unit)window = UIWindow(windowScene: windowScene)", at: 0)
                    usesWindowScene = true
                    createsWindowInCode = true
                    let compact = value.trimmedDescription.replacingOccurrences(of: " ", with: "")
                    if !["UIWindow()", "UIWindow(frame:UIScreen.main.bounds)"].contains(compact) {
                        steps.append(ManualStep(.check, file: files[property.file].path, line: files[property.file].line(property.node), "the app delegate's window was made as `\(value.trimmedDescription)`; the scene's window takes the scene's size"))
                    }
                }
                done.append("\(files[property.file].path): the app delegate's `window` property removed (the scene delegate owns the window)")
            }
        }

        if createsWindowInCode, let storyboard {
            steps.append(ManualStep(.check, file: "", line: 0, "the app names the storyboard \(storyboard) and also creates its window in code: the scene configuration names no storyboard, so the window made in scene(_:willConnectTo:options:) is the only root (remove \(storyboard).storyboard from the target if nothing else loads it)"))
            self.storyboard = nil
        }

        // 6. Window lookups anywhere in the app.
        for index in files.indices { rewriteLookups(in: index, appDelegate: model.className) }

        applyRemovals()
        if needsConfigurationMethod { addConfigurationMethod(model: model, unit: unit) }
        writeSceneDelegate(model: model, unit: unit)
    }

    private mutating func removeAccessRestriction(_ modifiers: DeclModifierListSyntax, in file: Int) {
        for modifier in modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
            edit(file) { $0.replace(modifier.startOffset, modifier.endPositionBeforeTrailingTrivia.utf8Offset + modifier.trailingTrivia.sourceLength.utf8Length, with: "") }
        }
    }

    private mutating func remove(_ range: Range<Int>, in file: Int) {
        removals[file, default: []].append(range)
    }

    /// Turns the removals into edits: ranges separated only by blank lines become one, and a
    /// blank line left before a closing brace or another blank line goes with them.
    private mutating func applyRemovals() {
        for (index, ranges) in removals {
            let file = files[index]
            func isBlank(_ range: Range<Int>) -> Bool { file.bytes[range].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 } }
            var merged: [Range<Int>] = []
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, last.upperBound <= range.lowerBound, isBlank(last.upperBound..<range.lowerBound) {
                    merged[merged.count - 1] = last.lowerBound..<range.upperBound
                } else if let last = merged.last, last.upperBound > range.lowerBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            for range in merged {
                var start = range.lowerBound
                if start > 0 {
                    let previousStart = file.lineStart(of: start - 1)
                    var nextEnd = range.upperBound
                    while nextEnd < file.bytes.count, file.bytes[nextEnd] != 10 { nextEnd += 1 }
                    let next = file.text(range.upperBound..<nextEnd).trimmingCharacters(in: .whitespaces)
                    if isBlank(previousStart..<start), next.isEmpty || next.hasPrefix("}"),
                       edits[index]?.overlaps(previousStart, start) != true, !(edits[index]?.edits.contains { $0.start == start } ?? false) {
                        start = previousStart
                    }
                }
                // didFinishLaunching's `{` followed by a blank line: the blank line goes.
                var end = range.upperBound
                if start > 0, let launchBody, launchBody.file == index, launchBody.range.contains(start), file.text(file.lineStart(of: start - 1)..<start).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("{") {
                    var nextEnd = end
                    while nextEnd < file.bytes.count, file.bytes[nextEnd] != 10 { nextEnd += 1 }
                    if nextEnd < file.bytes.count, isBlank(end..<nextEnd), !(edits[index]?.overlaps(end, nextEnd + 1) ?? false) { end = nextEnd + 1 }
                }
                edit(index) { $0.replace(start, end, with: "") }
            }
        }
        removals = [:]
    }

    /// `window` and `self.window` read in the app delegate's other code (not moved): the key window
    /// of the foreground scene. An assignment keeps the property.
    private mutating func rewriteAppDelegateWindowReads(model: AppDelegateModel, skipping moved: [(file: Int, range: Range<Int>)]) {
        for located in model.declarations {
            let file = files[located.file]
            for token in located.node.tokens(viewMode: .sourceAccurate) where token.text == "window" {
                let offset = token.startOffset
                if moved.contains(where: { $0.file == located.file && $0.range.contains(offset) }) { continue }
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                // What stays in didFinishLaunching runs before any scene connects; only a closure
                // there (`subscribe(onNext: { [weak self] in self?.window … })`) runs later, like
                // the app delegate's other code.
                if let launchBody, launchBody.file == located.file, launchBody.range.contains(offset),
                   !(enclosingFunction(of: reference)?.is(ClosureExprSyntax.self) ?? false) { continue }
                var expression = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
                    guard member.declName.id == reference.id, ["self", "self?"].contains(member.base?.trimmedDescription) else { continue }
                    expression = Syntax(member)
                } else if let function = enclosingFunction(of: reference), bindsWindow(function) {
                    continue
                }
                if let property = model.windowProperty, property.node.range.contains(token.position) { continue }
                if expression.isInNonIOSClause || expression.isAssignmentTarget {
                    windowPropertyKept = true
                    if expression.isAssignmentTarget {
                        leave(expression, in: located.file, "the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)")
                    }
                    continue
                }
                edit(located.file) { $0.replace(expression.startOffset, expression.endOffset, with: "UIApplication.shared.sceneKeyWindow") }
                needsKeyWindowHelper = true
                steps.append(ManualStep(.check, file: file.path, line: file.line(of: offset), "the app delegate's window is now UIApplication.shared.sceneKeyWindow (the key window of the foreground scene)" + (options.multipleWindows ? "; with several windows, check that this is the window meant" : "")))
            }
        }
    }

    /// Statements of didFinishLaunching that only hand a launch URL or quick action to the same
    /// code as the app's warm-path method (`application(_:open:options:)`,
    /// `application(_:performActionFor:completionHandler:)`), which the scene delegate calls for
    /// the cold launch too: an `if let x = launchOptions?[.url] as? URL { … }` chain (no plain
    /// `else`) whose bodies hold only calls that method also makes and `return true`/`false`,
    /// followed by nothing but the method's last `return`. The index, with the calls.
    private func redundantLaunchReads(_ items: [CodeBlockItemSyntax], launchOptions: String, model: AppDelegateModel) -> [Int: Set<String>] {
        func callees(_ node: some SyntaxProtocol) -> Set<String> {
            Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                var callee = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { callee = Syntax(member) }
                guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
                return name
            })
        }
        let warm: [LaunchKey: AppDelegateModel.Entry] = [.url: .openURL, .shortcutItem: .performAction]
        var result: [Int: Set<String>] = [:]
        for (index, item) in items.enumerated() {
            // Only the method's last `return` may follow.
            guard items[(index + 1)...].allSatisfy({ $0.item.is(ReturnStmtSyntax.self) }), index + 1 < items.count,
                  let first = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) else { continue }
            var clause: IfExprSyntax? = first
            var calls: Set<String> = []
            var ok = true
            while ok, let current = clause {
                // One condition: `let x = launchOptions?[.key] (as? T)`, a key with a routed warm path.
                guard current.conditions.count == 1, let binding = current.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
                      let value = binding.initializer?.value, let key = launchKey(readAtTheStartOf: value, launchOptions: launchOptions),
                      let entry = warm[key], let method = model.methods[entry], let methodBody = method.node.body,
                      !method.node.isInNonIOSClause else { ok = false; break }
                let allowed = callees(methodBody)
                for statement in current.body.statements {
                    if let ret = statement.item.as(ReturnStmtSyntax.self) {
                        if let expression = ret.expression, !expression.is(BooleanLiteralExprSyntax.self) { ok = false }
                        continue
                    }
                    let made = callees(statement)
                    let bound = statement.tokens(viewMode: .sourceAccurate).contains { $0.parent?.is(IdentifierPatternSyntax.self) == true }
                    if made.isEmpty || !made.isSubset(of: allowed) || bound { ok = false }
                    calls.formUnion(made)
                }
                switch current.elseBody {
                case .none: clause = nil
                case .ifExpr(let next)?: clause = next
                case .codeBlock?: ok = false
                }
            }
            if ok, !calls.isEmpty { result[index] = calls }
        }
        return result
    }

    /// The key of `launchOptions?[key]` (or `!`) when `value` starts with that read
    /// (`launchOptions?[.url] as? URL`), recognised as ``SnippetRewrite`` recognises it.
    private func launchKey(readAtTheStartOf value: ExprSyntax, launchOptions: String) -> LaunchKey? {
        guard let read = value.firstToken(viewMode: .sourceAccurate)?.parent?.as(DeclReferenceExprSyntax.self),
              read.baseName.text == launchOptions else { return nil }
        var called = Syntax(read)
        if let parent = called.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { called = parent }
        guard let subscriptCall = called.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == called.id,
              subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else { return nil }
        return LaunchKey(keyExpression: argument.expression.trimmedDescription)
    }

    /// The app's own protocols (in any file) with a `window` requirement.
    private func windowRequiringProtocols() -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for statement in file.tree.statements {
                guard let proto = statement.item.as(ProtocolDeclSyntax.self) else { continue }
                let requiresWindow = proto.memberBlock.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self).map { AppDelegateModel.names($0).contains("window") } ?? false
                }
                if requiresWindow { names.insert(proto.name.text) }
            }
        }
        return names
    }

    private func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }

    private func bindsWindow(_ function: Syntax) -> Bool {
        function.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "window" && (token.parent?.is(IdentifierPatternSyntax.self) == true || token.parent?.is(FunctionParameterSyntax.self) == true
                || token.parent?.is(ClosureShorthandParameterSyntax.self) == true)
        }
    }


    /// `UIApplication.shared.keyWindow`, `.windows.first`, `.windows.first(where: { $0.isKeyWindow })`,
    /// `UIApplication.shared.delegate?.window??`, `(UIApplication.shared.delegate as? AppDelegate)?.window`.
    private mutating func rewriteLookups(in index: Int, appDelegate: String) {
        let file = files[index]
        var handled: [Range<Int>] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            let name = token.text
            guard ["keyWindow", "windows", "window"].contains(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                  let base = member.base else { continue }
            if handled.contains(where: { $0.contains(member.startOffset) }) { continue }
            let baseText = base.trimmedDescription.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
            let line = file.line(member)
            if member.isInNonIOSClause { continue }
            var replace: (Syntax, String)?
            var cannot: String?
            switch name {
            case "keyWindow" where baseText == "UIApplication.shared":
                replace = (Syntax(member), "UIApplication.shared.sceneKeyWindow")
            case "windows" where baseText == "UIApplication.shared":
                if let first = member.parent?.as(MemberAccessExprSyntax.self), first.base?.id == member.id, first.declName.baseName.text == "first" {
                    if let call = first.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == first.id {
                        if call.trimmedDescription.contains("isKeyWindow") { replace = (Syntax(call), "UIApplication.shared.sceneKeyWindow") }
                        else { cannot = "UIApplication.shared.windows.first(where:) searches every window of every scene" }
                    } else {
                        replace = (Syntax(first), "UIApplication.shared.sceneKeyWindow")
                    }
                } else {
                    cannot = "UIApplication.shared.windows lists every window of every scene; look in the scene's windows (a view's window?.windowScene, or the scene delegate's window) instead"
                }
            case "window":
                var delegateForms = ["UIApplication.shared.delegate?", "UIApplication.shared.delegate!"]
                if isInUIApplicationExtension(member) {
                    // Inside `extension UIApplication`, `delegate` is the app's.
                    delegateForms += ["delegate?", "delegate!", "self.delegate?", "self.delegate!"]
                }
                let castForms = ["(UIApplication.shared.delegateas?\(appDelegate))?", "(UIApplication.shared.delegateas!\(appDelegate))"]
                if castForms.contains(baseText) {
                    if Syntax(member).isAssignmentTarget { cannot = "the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:)" }
                    else { replace = (Syntax(member), "UIApplication.shared.sceneKeyWindow") }
                } else if delegateForms.contains(baseText) {
                    // `delegate?.window` is `UIWindow??`: `??`, `!!`, `?!` unwrap it twice.
                    var wrappers: [Syntax] = []
                    var node = Syntax(member)
                    while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self), wrappers.count < 2 {
                        wrappers.append(parent)
                        node = parent
                    }
                    if Syntax(member).isAssignmentTarget || node.isAssignmentTarget {
                        cannot = "the app delegate's window is assigned here"
                    } else if wrappers.count == 2 {
                        let marker = wrappers[1].is(ForceUnwrapExprSyntax.self) ? "!" : "?"
                        replace = (wrappers[1], "UIApplication.shared.sceneKeyWindow" + marker)
                    } else if wrappers.isEmpty {
                        replace = (Syntax(member), "Optional(UIApplication.shared.sceneKeyWindow)")
                    } else {
                        cannot = "UIApplication.shared.delegate?.window unwrapped once is still a UIWindow?; write UIApplication.shared.sceneKeyWindow"
                    }
                } else if baseText.lowercased().contains("appdelegate") || baseText.hasSuffix(".delegate") || baseText.hasSuffix(".delegate?") || baseText.hasSuffix(".delegate!") {
                    cannot = Syntax(member).isAssignmentTarget ? "`\(base.trimmedDescription).window` assigns the app delegate's window; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:)" : "`\(base.trimmedDescription).window` reads the app delegate's window, which a scene app does not have: use the scene's window (a view's window, or the scene delegate's)"
                }
            default: break
            }
            if replace != nil, let launchBody, launchBody.file == index, launchBody.range.contains(member.startOffset) {
                if removals[index]?.contains(where: { $0.contains(member.startOffset) }) == true { continue }
                replace = nil
                cannot = "no scene is connected yet while application(_:didFinishLaunchingWithOptions:) runs, so this finds no window; move it to the scene delegate's scene(_:willConnectTo:options:)"
            }
            if let (node, text) = replace {
                if edits[index]?.overlaps(node.startOffset, node.endOffset) == true { continue }
                edit(index) { $0.replace(node.startOffset, node.endOffset, with: text) }
                handled.append(node.startOffset..<node.endOffset)
                needsKeyWindowHelper = true
                done.append("\(file.path):\(line): `\(node.trimmedDescription)` is now `\(text)`")
            } else if let cannot {
                leave(member, in: index, "window lookup not rewritten: \(cannot)")
            }
        }
    }

    /// The types the app declares (classes, structs, enums, protocols, actors), in every file.
    private func declaredTypeNames() -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
                if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                    || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// The leftmost name of the call that receives `launchOptions` as an argument in `item`
    /// (`self`, `viewModel`, `ApplicationDelegate`), when there is one.
    private func launchOptionsReceiver(in item: some SyntaxProtocol, parameter: String) -> String? {
        for token in item.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            var node = token.parent
            while let current = node, !current.is(FunctionCallExprSyntax.self) { node = current.parent }
            guard var expression = node?.as(FunctionCallExprSyntax.self)?.calledExpression else { continue }
            while true {
                if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base; continue }
                if let chain = expression.as(OptionalChainingExprSyntax.self) { expression = chain.expression; continue }
                if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression; continue }
                if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression; continue }
                break
            }
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The indentation the app delegate's members use, beyond the class's own; else the file's.
    private func indentUnit(of model: AppDelegateModel) -> String {
        let file = files[model.classFile]
        if let located = model.declarations.first(where: { $0.file == model.classFile && $0.node.is(ClassDeclSyntax.self) }),
           let member = located.node.as(ClassDeclSyntax.self)?.memberBlock.members.first {
            let outer = file.indentation(at: located.node.startOffset)
            let inner = file.indentation(at: member.startOffset)
            if inner.hasPrefix(outer), inner.count > outer.count { return String(inner.dropFirst(outer.count)) }
        }
        return file.indentUnit
    }

    private func isInUIApplicationExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if let ext = node.as(ExtensionDeclSyntax.self) { return ["UIApplication", "UIKit.UIApplication"].contains(ext.extendedType.trimmedDescription) }
            current = node.parent
        }
        return false
    }

    private mutating func addObservers(_ observers: [(notification: String, method: String)], model: AppDelegateModel, unit: String) {
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

    private mutating func addConfigurationMethod(model: AppDelegateModel, unit: String) {
        guard let classDecl = model.declarations.first(where: { $0.node.is(ClassDeclSyntax.self) }),
              let type = classDecl.node.as(ClassDeclSyntax.self) else { return }
        var lines = ["", "\(unit)func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {",
                     "\(unit)\(unit)let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)",
                     "\(unit)\(unit)if connectingSceneSession.role == .windowApplication {",
                     "\(unit)\(unit)\(unit)configuration.delegateClass = \(options.sceneDelegateName).self"]
        if let storyboard { lines.append("\(unit)\(unit)\(unit)configuration.storyboard = UIStoryboard(name: \"\(storyboard)\", bundle: nil)") }
        lines += ["\(unit)\(unit)}", "\(unit)\(unit)return configuration", "\(unit)}"]
        let insertAt = files[classDecl.file].lineStart(of: type.memberBlock.rightBrace.startOffset)
        edit(classDecl.file) { $0.insert(lines.joined(separator: "\n") + "\n", at: insertAt) }
        done.append("\(files[classDecl.file].path): application(_:configurationForConnecting:options:) names \(options.sceneDelegateName) (the Info.plist is generated from build settings, which cannot name a scene delegate)")
    }

    private mutating func writeSceneDelegate(model: AppDelegateModel, unit: String) {
        let u = unit
        let directory = (files[model.classFile].path as NSString).deletingLastPathComponent
        let path = directory.isEmpty ? "\(options.sceneDelegateName).swift" : "\(directory)/\(options.sceneDelegateName).swift"
        var text = "import UIKit\n"
        if usesUserNotifications { text += "import UserNotifications\n" }
        text += "\n/// The app's window scene: written by `scenectl migrate` from \(model.className)'s window set-up,\n"
        text += "/// launch handling and state callbacks (docs/MIGRATING.md).\n"
        text += "class \(options.sceneDelegateName): UIResponder, UIWindowSceneDelegate {\n"
        text += "\(u)var window: UIWindow?\n"
        if usesAppDelegate {
            text += "\n\(u)/// The app's code that both the cold and the warm launch paths call stays in the app delegate.\n"
            text += "\(u)private var appDelegate: \(model.className) {\n\(u)\(u)UIApplication.shared.delegate as! \(model.className)\n\(u)}\n"
        }
        text += "\n\(u)func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {\n"
        text += usesWindowScene ? "\(u)\(u)guard let windowScene = scene as? UIWindowScene else { return }\n" : "\(u)\(u)guard scene is UIWindowScene else { return }\n"
        let noWindow = storyboard == nil && !createsWindowInCode
        if noWindow {
            // Kept in the code, so that a second run still lists it.
            text += "\(u)\(u)// scenectl migrate: no window was created: create it here with UIWindow(windowScene:) and set its root view controller\n"
        }
        for line in willConnect { text += line + "\n" }
        text += "\(u)}\n"
        for method in sceneMethods { text += "\n" + method + "\n" }
        text += "}\n"
        if needsKeyWindowHelper {
            text += """

                extension UIApplication {
                \(u)/// The key window of the foreground scene (or of the first connected window scene): what
                \(u)/// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes.
                \(u)var sceneKeyWindow: UIWindow? {
                \(u)\(u)let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                \(u)\(u)let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                \(u)\(u)return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                \(u)}
                }

                """
        }
        if noWindow {
            steps.append(ManualStep(.manual, file: path, line: 0, "no window was created: the app names no storyboard and its didFinishLaunching makes no UIWindow this tool could move; create the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)"))
        }
        newFiles.append((path, text))
        done.append("\(path): new \(options.sceneDelegateName) (window for the window scene, \(willConnect.count) line(s) in willConnect, \(sceneMethods.count) scene callback(s))")
    }
}
