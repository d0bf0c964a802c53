import Foundation
import SceneToolsCore
import UIKitVocabulary

/// One transformation of the Objective-C recipe, on the shared `ObjectiveCContext`.
protocol ObjectiveCStep: Sendable {
    var description: MigrationStepDescription { get }
    func apply(to context: inout ObjectiveCContext)
}

/// The tokens of `source` inside `range`, in order.
private func tokens(of source: ObjectiveCSource, in range: Range<Int>) -> [ObjectiveCSource.Token] {
    source.codeTokens.filter { range.contains($0.range.lowerBound) }
}

/// `objc-move-window-setup`: the window set-up of `application:didFinishLaunchingWithOptions:`
/// moved to the scene delegate's `scene:willConnectToSession:options:`.
struct ObjectiveCMoveWindowSetUp: ObjectiveCStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-move-window-setup",
            trigger: "statements of `application:didFinishLaunchingWithOptions:` that make, configure or show `self.window`, the locals they use, and the later statements that use a local they declare (a window kept in a local); the `//` lines right above each",
            summary: "moved to `scene:willConnectToSession:options:`, inside the `#if`s around it (an `#if` left empty goes; window code in a branch the reading does not follow is a refusal); `[[UIWindow alloc] initWithFrame:…]` (or `init`, `new`, a subclass) becomes `initWithWindowScene:windowScene`; `self` becomes `appDelegate` except in `self.window`, `_name` of a property `appDelegate.name` (an instance variable `_name` the moved code reads becomes a property `name` in the header, whose synthesized variable the rest of the class keeps reading), the `application` parameter `UIApplication.sharedApplication`; the app delegate's `window` is assigned the scene's (a storyboard's too); a property of a class extension, or a method, that the moved code uses is declared in the app delegate's header, with `@class` for the classes it names",
            rationale: "With a scene manifest UIKit shows only windows of a scene: a window made with initWithFrame: at launch belongs to none, and the app launches to a black screen (expo/expo#50179; Apple: UIWindow initWithWindowScene:).",
            doctorRules: ["window-built-at-launch"],
            examples: ObjectiveCExamples.moveWindowSetUp,
            lookalikes: ObjectiveCExamples.moveWindowSetUpLookalikes,
            manualSteps: [
                ManualStepDescription("objc-window-setup-left", .manual, "not migrated: the window set-up of application:didFinishLaunchingWithOptions: cannot move to a scene delegate as it is (…); nothing was changed",
                                      why: "it uses what the scene delegate cannot reach (`super`, an instance variable declared with another, the launch options, a local the rest of the method uses too), sits inside an `#if`, or is in another method (a helper, `willFinishLaunching`); a manifest beside a window left at launch is a black screen"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        guard let launch = context.launch else { return }
        let source = context.implementation.source
        let statements = launch.statements
        let perStatement = statements.map { tokens(of: source, in: $0.range) }
        let words = perStatement.map { $0.map { source.text(of: $0) } }
        func touchesWindow(_ index: Int) -> Bool {
            let w = words[index]
            if w.first == "return" { return false }
            for position in w.indices {
                if w[position] == "_window" || w[position] == "makeKeyAndVisible" { return true }
                if w[position] == "self", position + 2 < w.count, w[position + 1] == ".", w[position + 2] == "window" { return true }
                if w[position] == "self", position + 1 < w.count, w[position + 1] == "window", position > 0, w[position - 1] == "[" { return true }
            }
            return false
        }
        func declaredLocal(_ index: Int) -> String? { ObjectiveCContext.declaredLocal(in: words[index]) }
        var moved = Set(statements.indices.filter(touchesWindow))
        // A window made elsewhere (a helper launch calls, willFinishLaunching: Simplenote's
        // setupDefaultWindow, owncloud's showSplashScreen) stays there, unseen by the scene: a
        // black screen, also when launch sets that window's root controller afterwards.
        let methods = source.methods(of: context.className).filter { !$0.isClassMethod }
        let willFinish = methods.first { $0.selector == UIKitVocabulary.Selectors.willFinishLaunching }
        // The methods launch calls on self, and willFinishLaunching itself.
        let reached = Set(([launch] + [willFinish].compactMap { $0 }).flatMap(\.sends).filter { source.text($0.receiver) == "self" }.map(\.selector))
            .union(willFinish.map { [$0.selector] } ?? [])
        let makers = methods.filter { method in
            method.selector != launch.selector && reached.contains(method.selector) && method.sends.contains { send in
                source.text(send.receiver).filter { !$0.isWhitespace } == "[UIWindowalloc]" && ["initWithFrame:", "init"].contains(send.selector)
            }
        }
        if let maker = makers.first {
            context.stopped = ManualStep(.manual, id: "objc-window-setup-left", file: context.implementation.path, line: maker.line,
                "not migrated: the window is made in \(makers.map(\.selector).joined(separator: ", ")) with initWithFrame:, outside application:didFinishLaunchingWithOptions:, which this tool does not move; a scene manifest beside it would launch the app to a black screen; move that set-up to the scene delegate's scene:willConnectToSession:options: with initWithWindowScene: (or into didFinishLaunching, then run scenectl migrate again). Nothing was changed")
            return
        }
        guard !moved.isEmpty else { return }
        // A fixed point: the locals the moved statements use, declared before them, move along, and
        // so do the later statements that use a local a moved one declares (`UIWindow *main = …;
        // self.window = main; AppContext().window = main;`), but a return.
        var changed = true
        while changed {
            changed = false
            let movedLocals = Set(moved.compactMap(declaredLocal))
            for index in statements.indices where !moved.contains(index) {
                if let name = declaredLocal(index), moved.contains(where: { $0 > index && words[$0].contains(name) }) {
                    moved.insert(index)
                    changed = true
                } else if words[index].first != "return", moved.contains(where: { $0 < index }), !movedLocals.isDisjoint(with: words[index]) {
                    moved.insert(index)
                    changed = true
                }
            }
        }
        var properties = context.headerProperties.union(source.interfaces.filter { $0.name == context.className && $0.category == "" }.flatMap(\.properties))
        // Instance variables the moved code uses: `_name`, alone in its declaration, with no
        // property or accessor of that name, becomes a property `name` in the header (whose
        // synthesized variable is `_name`: the rest of the class reads it unchanged).
        let ivars = (context.implementation.source.instanceVariables.map { ($0, context.implementation.path) } + context.header.source.instanceVariables.map { ($0, context.header.path) })
            .filter { $0.0.className == context.className }
        let selectors = Set(source.methods(of: context.className).map(\.selector))
        // `name` without an underscore (Kodi's `mainMenuItems`) becomes a property `name` bound to
        // it with `@synthesize name = name;`: the class's code keeps reading the variable.
        func convertible(_ ivar: ObjectiveCSource.InstanceVariable) -> Bool {
            let name = ObjectiveCContext.propertyName(of: ivar)
            return ivar.name.count > 1 && ivar.isAlone && !properties.contains(name) && !selectors.contains(name)
                && !selectors.contains("set\(name.prefix(1).uppercased())\(name.dropFirst()):")
        }
        let applicationName = launch.parts.first?.parameter ?? "application"
        let launchOptionsName = launch.parts.count > 1 ? launch.parts[1].parameter : "launchOptions"
        var reason: String?
        for index in moved.sorted() {
            let w = words[index]
            // What the moved code still reads: not the frame of a window made from the scene instead.
            let dropped = launch.sends.filter { statements[index].range.contains($0.range.lowerBound) && $0.selector == "initWithFrame:" && source.text($0.receiver).hasSuffix("alloc]") }.flatMap(\.arguments)
            let kept = Set(perStatement[index].filter { token in !dropped.contains { $0.contains(token.range.lowerBound) } }.map { source.text(of: $0) })
            for (ivar, path) in ivars where kept.contains(ivar.name) && !context.ivarsToProperties.contains(where: { $0.ivar == ivar }) {
                if convertible(ivar) {
                    context.ivarsToProperties.append((ivar, path))
                    properties.insert(String(ivar.name.dropFirst()))
                } else {
                    reason = "it uses the instance variable \(ivar.name), which the scene delegate cannot reach"
                }
            }
            if w.contains("super") { reason = "it calls super" }
            if w.contains(launchOptionsName) { reason = "it reads the launch options, which a scene gets as its connection options" }
            // `_name` of a property `name` is read through the property; another instance variable cannot be.
            if let ivar = w.first(where: { kept.contains($0) && $0.hasPrefix("_") && $0 != "_window" && $0.count > 1 && $0.dropFirst().first?.isLowercase == true && !properties.contains(String($0.dropFirst())) }) {
                reason = "it uses the instance variable \(ivar), which the scene delegate cannot reach"
            }
            if let name = declaredLocal(index), statements.indices.contains(where: { !moved.contains($0) && words[$0].contains(name) }) {
                reason = "the local \(name) is used by the rest of the method too"
            }
        }
        let directives = source.tokens.filter { $0.kind == .directive && launch.body.contains($0.range.lowerBound) }
        if let first = moved.min(), let last = moved.max(),
           directives.contains(where: { $0.range.lowerBound > statements[first].range.lowerBound && $0.range.lowerBound < statements[last].range.upperBound }) {
            reason = "it sits inside an #if"
        }
        // A branch of an `#if` that this reading does not follow (`#else` of
        // `#if TARGET_OS_MACCATALYST`) that sets up the window would stay behind, unseen.
        let inactive = source.tokens.filter { !$0.active && $0.kind == .identifier && launch.body.contains($0.range.lowerBound) }.map { source.text(of: $0) }
        if inactive.contains(where: { ["_window", "makeKeyAndVisible", "window"].contains($0) }) {
            reason = "a branch of an #if in it uses the window too, which this tool cannot move with the branch it reads"
        }
        if let reason {
            context.ivarsToProperties = []
            let first = statements[moved.min()!]
            // A manifest beside a window left at launch is a black screen: nothing is changed.
            context.stopped = ManualStep(.manual, id: "objc-window-setup-left", file: context.implementation.path, line: first.line,
                "not migrated: the window set-up of application:didFinishLaunchingWithOptions: cannot move to a scene delegate as it is (\(reason)), and a scene manifest beside it would launch the app to a black screen; change it so that it does not, or write the scene delegate by hand, making the window with initWithWindowScene:. Nothing was changed")
            return
        }
        // Each moved statement, rewritten for the scene delegate, inside the `#if`s around it in
        // launch (Monal's `#if TARGET_OS_MACCATALYST` around a titlebar set-up: without it the
        // moved line does not compile for iOS). No directive lies between the moved statements.
        var commentStarts: [Int] = []
        let baseIndent = source.indentation(at: statements[moved.min()!].range.lowerBound)
        let conditions = Self.openConditions(before: statements[moved.min()!].range.lowerBound, among: directives, in: source)
        context.willConnect += conditions.flatMap { $0 }
        for index in moved.sorted() {
            let statement = statements[index]
            var edits = TextEdits()
            let list = perStatement[index]
            let w = words[index]
            var position = 0
            while position < list.count {
                let token = list[position]
                if w[position] == "_window" {
                    edits.replace(token.range.lowerBound, token.range.upperBound, with: "self.window")
                } else if w[position].hasPrefix("_"), properties.contains(String(w[position].dropFirst())), position == 0 || w[position - 1] != "." {
                    edits.replace(token.range.lowerBound, token.range.upperBound, with: "appDelegate.\(w[position].dropFirst())")
                    context.referencedProperties.insert(String(w[position].dropFirst()))
                } else if context.ivarsToProperties.contains(where: { !$0.ivar.name.hasPrefix("_") && $0.ivar.name == w[position] }),
                          position == 0 || (w[position - 1] != "." && w[position - 1] != "->" && w[position - 1] != "@selector") {
                    edits.replace(token.range.lowerBound, token.range.upperBound, with: "appDelegate.\(w[position])")
                    context.referencedProperties.insert(w[position])
                } else if w[position] == "self" {
                    if position + 2 < w.count, w[position + 1] == ".", w[position + 2] == "window" {
                        position += 3
                        continue
                    }
                    if position > 0, w[position - 1] == "[", position + 2 < w.count, w[position + 1] == "window", w[position + 2] == "]" {
                        edits.replace(list[position - 1].range.lowerBound, list[position + 2].range.upperBound, with: "self.window")
                        position += 3
                        continue
                    }
                    edits.replace(token.range.lowerBound, token.range.upperBound, with: "appDelegate")
                    if position + 2 < w.count, w[position + 1] == "." { context.referencedProperties.insert(w[position + 2]) }
                    if position > 0, w[position - 1] == "[", let send = launch.sends.first(where: { $0.range.lowerBound == list[position - 1].range.lowerBound }) {
                        context.referencedSelectors.insert(send.selector)
                    }
                } else if w[position] == applicationName, position == 0 || w[position - 1] != "." {
                    edits.replace(token.range.lowerBound, token.range.upperBound, with: "UIApplication.sharedApplication")
                }
                position += 1
            }
            // `[[UIWindow alloc] initWithFrame:…]` → `initWithWindowScene:windowScene`.
            for send in launch.sends where statement.range.contains(send.range.lowerBound) {
                let receiver = source.text(send.receiver).filter { !$0.isWhitespace }
                let isAlloc = receiver.hasPrefix("[") && receiver.hasSuffix("alloc]") && receiver.dropFirst().dropLast("alloc]".count).hasSuffix("Window")
                if isAlloc, send.selector == "initWithFrame:" || send.selector == "init" {
                    edits.replace(send.receiver.upperBound, send.range.upperBound, with: " initWithWindowScene:windowScene]")
                    context.createsWindowInCode = true
                    context.usesWindowScene = true
                } else if receiver.hasSuffix("Window"), send.selector == "new" {
                    edits.replace(send.range.lowerBound, send.range.upperBound, with: "[[\(source.text(send.receiver)) alloc] initWithWindowScene:windowScene]")
                    context.createsWindowInCode = true
                    context.usesWindowScene = true
                }
            }
            // The comment lines right above the statement go with it.
            let previousEnd = index > 0 ? statements[index - 1].range.upperBound : launch.body.lowerBound + 1
            let commentStart = Self.commentLinesStart(above: statement, after: previousEnd, in: source)
            for line in source.text(commentStart..<source.lineStart(of: statement.range.lowerBound)).split(separator: "\n") {
                let text = String(line).replacingOccurrences(of: "\r", with: "")
                context.willConnect.append(text.hasPrefix(baseIndent) ? String(text.dropFirst(baseIndent.count)) : text.trimmingCharacters(in: .whitespaces))
            }
            let text = edits.apply(to: source.bytes, in: statement.range)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacingOccurrences(of: "\r", with: "") }
            for (number, line) in lines.enumerated() {
                let trimmed = number == 0 ? line : (line.hasPrefix(baseIndent) ? String(line.dropFirst(baseIndent.count)) : line)
                context.willConnect.append(trimmed)
            }
            context.movedStatements.append(statement)
            commentStarts.append(commentStart)
        }
        context.willConnect += conditions.map { _ in "#endif" }
        // The statements leave the app delegate, whole lines (their comments too).
        for (statement, commentStart) in zip(context.movedStatements, commentStarts) {
            context.removeLines(of: statement.range, in: context.implementation.path, source, from: commentStart)
        }
        // An `#if` … `#endif` that held only the moved statements goes with them.
        if let first = commentStarts.first, let last = context.movedStatements.last?.range.upperBound,
           let opening = directives.last(where: { $0.range.upperBound <= first }), let closing = directives.first(where: { $0.range.lowerBound >= last }),
           ["if", "ifdef", "ifndef"].contains(Self.keyword(of: opening, in: source)), Self.keyword(of: closing, in: source) == "endif",
           !source.tokens.contains(where: { $0.range.lowerBound >= opening.range.upperBound && $0.range.lowerBound < first || $0.range.lowerBound >= last && $0.range.lowerBound < closing.range.lowerBound }) {
            context.removeLines(of: opening.range, in: context.implementation.path, source)
            context.removeLines(of: closing.range, in: context.implementation.path, source)
        }
        context.done.append("\(context.implementation.path): \(context.movedStatements.count) statement(s) of application:didFinishLaunchingWithOptions: (the window set-up) moved to \(context.sceneDelegateName)'s scene:willConnectToSession:options:, the window made from the scene")
        exposeReferencedMembers(&context)
    }

    /// The conditional blocks open at `offset`, outermost first: each its directive lines up to the
    /// branch `offset` is in (`#if A`, or `#if A` `#else` for the `#else` branch).
    static func openConditions(before offset: Int, among directives: [ObjectiveCSource.Token], in source: ObjectiveCSource) -> [[String]] {
        var open: [[String]] = []
        for directive in directives where directive.range.lowerBound < offset {
            let text = source.text(of: directive).trimmingCharacters(in: .whitespacesAndNewlines)
            switch keyword(of: directive, in: source) {
            case "if", "ifdef", "ifndef": open.append([text])
            case "elif", "else", "elifdef", "elifndef": if !open.isEmpty { open[open.count - 1].append(text) }
            case "endif": if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        return open
    }

    /// A directive's keyword: `if` of `#if A`, `endif` of `#  endif`.
    static func keyword(of directive: ObjectiveCSource.Token, in source: ObjectiveCSource) -> Substring {
        let text = source.text(of: directive).drop { $0 == " " || $0 == "\t" }
        return text.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter }
    }

    /// Where the `//` lines right above `statement` start (its own line's start when there are
    /// none), not before `limit` (the end of the statement before it).
    static func commentLinesStart(above statement: ObjectiveCSource.Statement, after limit: Int, in source: ObjectiveCSource) -> Int {
        var start = source.lineStart(of: statement.range.lowerBound)
        while start > 0 {
            let previous = source.lineStart(of: start - 1)
            guard previous > limit else { break }
            let text = source.text(previous..<(start - 1)).trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//"), !text.contains("scenectl migrate:") else { break }
            start = previous
        }
        return start
    }

    /// The class extension's properties and the methods the moved code uses, declared in the header.
    private func exposeReferencedMembers(_ context: inout ObjectiveCContext) {
        let source = context.implementation.source
        let header = context.header
        guard let interface = header.source.interfaces.first(where: { $0.name == context.className && $0.category == nil }) else { return }
        // After the interface's last declaration (else before its `@end`).
        let endOffset = interface.range.upperBound - "@end".utf8.count
        let declarationsEnd = header.source.codeTokens.last { interface.range.contains($0.range.lowerBound) && $0.range.upperBound < endOffset && header.source.text(of: $0) == ";" }
        var insertAt = header.source.lineStart(of: endOffset)
        if let declarationsEnd {
            let next = header.source.lineStart(of: declarationsEnd.range.upperBound) + (header.source.text(header.source.lineStart(of: declarationsEnd.range.upperBound)..<header.bytes.count).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first?.utf8.count ?? 0) + 1
            insertAt = min(next, insertAt)
        }
        var declarations: [String] = []
        for property in context.referencedProperties.sorted() where !context.headerProperties.contains(property) && property != "window" {
            for extensionInterface in source.interfaces where extensionInterface.name == context.className && extensionInterface.category == "" && extensionInterface.properties.contains(property) {
                // The `@property … name;` line: removed from the extension, added to the header.
                let lines = source.text(extensionInterface.range).split(separator: "\n", omittingEmptySubsequences: false)
                var offset = extensionInterface.range.lowerBound
                for line in lines {
                    let length = line.utf8.count + 1
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("@property"), trimmed.hasSuffix(";"), trimmed.dropLast().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) == property {
                        declarations.append(trimmed)
                        context.edit(context.implementation.path) { $0.replace(offset, min(offset + length, source.bytes.count), with: "") }
                        context.done.append("\(context.implementation.path): @property \(property) moved from the class extension to \(header.path) (the scene delegate uses it)")
                    }
                    offset += length
                }
            }
        }
        for (ivar, path) in context.ivarsToProperties {
            let file = path == header.path ? header.source : source
            var type = ivar.type.replacingOccurrences(of: "__strong", with: "").trimmingCharacters(in: .whitespaces)
            let weak = type.contains("__weak")
            type = type.replacingOccurrences(of: "__weak", with: "").trimmingCharacters(in: .whitespaces)
            let isObject = type.contains("*") || type == "id" || type.hasPrefix("id<") || type.hasPrefix("id <")
            // `UITabBarController* _tabBar` is declared as Apple's templates write it: `UITabBarController *tabBar`.
            let stars = type.reversed().prefix { $0 == "*" || $0 == " " }.filter { $0 == "*" }.count
            let base = String(type.reversed().drop { $0 == "*" || $0 == " " }.reversed())
            let name = ObjectiveCContext.propertyName(of: ivar)
            declarations.append("@property (\(weak ? "weak" : isObject ? "strong" : "assign"), nonatomic) \(base) \(String(repeating: "*", count: stars))\(name);")
            if ivar.name.hasPrefix("_") {
                // The declaration's line leaves the instance-variable block.
                context.removeLines(of: ivar.range, in: path, file)
            } else if let implementation = source.implementations.first(where: { $0.name == context.className && $0.category == nil }) {
                // The variable stays, and the property is bound to it: after `@implementation X`
                // and its instance-variable block, when it has one (`@implementation X { … }`).
                let tokens = source.codeTokens.filter { $0.range.lowerBound > implementation.range.lowerBound && $0.range.lowerBound < implementation.range.upperBound }
                var after = implementation.range.lowerBound
                if tokens.count > 1, source.text(of: tokens[1]) == "{" {
                    var depth = 0
                    for token in tokens.dropFirst() {
                        let text = source.text(of: token)
                        if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
                        if depth == 0 { after = token.range.lowerBound; break }
                    }
                }
                let lineEnd = source.lineEnd(after: after)
                context.edit(context.implementation.path) { $0.insert("@synthesize \(name) = \(name);\n", at: lineEnd) }
            }
            context.done.append("\(path): the instance variable \(ivar.name) is now the property \(name) in \(header.path) (the scene delegate uses it; the class still reads \(ivar.name))")
        }
        for selector in context.referencedSelectors.sorted() where !context.headerSelectors.contains(selector) {
            guard let method = context.method(selector) else { continue }
            let signature = source.text(method.range.lowerBound..<method.body.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines)
            declarations.append(signature + ";")
            context.done.append("\(header.path): \(selector) declared (the scene delegate calls it)")
        }
        guard !declarations.isEmpty else { return }
        context.edit(header.path) { $0.insert(declarations.map { $0 + "\n" }.joined(), at: insertAt) }
        // The classes those declarations name that the header does not know: `@class` before its
        // `@interface` (the `.m` imported their headers; the header need not).
        let known = header.source.identifiers
        let systemPrefixes = ["UI", "NS", "CG", "CA", "CF", "CL", "MK", "AV", "WK", "UN", "SK", "GK", "PH", "BG"]
        var forward: [String] = []
        for declaration in declarations {
            let probe = ObjectiveCSource(text: "@interface P\n\(declaration)\n@end\n")
            var depth = 0
            for token in probe.codeTokens {
                let word = probe.text(of: token)
                if word == "<" { depth += 1 } else if word == ">" { depth -= 1 }
                guard depth == 0, token.kind == .identifier, word != "P", word.count > 2, word.first?.isUppercase == true,
                      !systemPrefixes.contains(where: { word.hasPrefix($0) }), word != context.className, !known.contains(word), !forward.contains(word),
                      !word.contains("_"), word != "BOOL", !word.hasPrefix("IB") else { continue }
                forward.append(word)
            }
        }
        if !forward.isEmpty {
            let interfaceLine = header.source.lineStart(of: interface.range.lowerBound)
            context.edit(header.path) { $0.insert(forward.map { "@class \($0);\n" }.joined() + "\n", at: interfaceLine) }
        }
    }
}

/// `objc-route-entry-points`: the scene delegate gets the URLs, activities and quick actions, and
/// calls the app delegate's methods, which stay as they are.
struct ObjectiveCRouteEntryPoints: ObjectiveCStep {
    static let launchKeys = ["UIApplicationLaunchOptionsURLKey", "UIApplicationLaunchOptionsSourceApplicationKey", "UIApplicationLaunchOptionsUserActivityDictionaryKey",
                             "UIApplicationLaunchOptionsUserActivityTypeKey", "UIApplicationLaunchOptionsShortcutItemKey"]

    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-route-entry-points",
            trigger: "the app delegate's `application:openURL:options:` (or the older `application:openURL:sourceApplication:annotation:`, `application:handleOpenURL:`), `application:continueUserActivity:restorationHandler:`, `application:performActionForShortcutItem:completionHandler:`",
            summary: "kept as they are; the scene delegate's `scene:openURLContexts:` (each context's URL and options), `scene:continueUserActivity:` and `windowScene:performActionForShortcutItem:completionHandler:` call them, and `willConnect` hands the cold launch's `connectionOptions.URLContexts`, `userActivities` and `shortcutItem` to the same methods; a read of a launch-option key that a scene gets in its connection options is named",
            rationale: "In a scene-based app UIKit delivers URLs, activities and quick actions to the scene delegate, at a cold launch only in the connection options, and never calls the app delegate's methods (Apple: scene:openURLContexts:, UISceneConnectionOptions); kept, they still run on systems before iOS 13.",
            doctorRules: ["app-delegate-event-callback", "url-lost-at-cold-launch", "activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch"],
            examples: ObjectiveCExamples.routeEntryPoints,
            lookalikes: ObjectiveCExamples.routeEntryPointsLookalikes,
            manualSteps: [
                ManualStepDescription("objc-launch-option-read", .check, "reads UIApplicationLaunchOptions…Key, nil in a scene-based app: the scene delegate hands it to …",
                                      why: "at a cold launch the URL, activity or quick action is in the scene's connection options, which the scene delegate now replays; the launch-time read finds nothing"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        let app = "UIApplication.sharedApplication"
        if context.method(UIKitVocabulary.openURL.appDelegateSelector) != nil
            || context.method("application:openURL:sourceApplication:annotation:") != nil || context.method("application:handleOpenURL:") != nil {
            let call: [String]
            let handled: String
            if context.method(UIKitVocabulary.openURL.appDelegateSelector) != nil {
                handled = UIKitVocabulary.openURL.appDelegateSelector
                call = [
                    "NSMutableDictionary<UIApplicationOpenURLOptionsKey, id> *options = [NSMutableDictionary dictionary];",
                    "if (context.options.sourceApplication) {",
                    "\(context.unit)options[UIApplicationOpenURLOptionsSourceApplicationKey] = context.options.sourceApplication;",
                    "}",
                    "if (context.options.annotation) {",
                    "\(context.unit)options[UIApplicationOpenURLOptionsAnnotationKey] = context.options.annotation;",
                    "}",
                    "options[UIApplicationOpenURLOptionsOpenInPlaceKey] = @(context.options.openInPlace);",
                    "[appDelegate application:\(app) openURL:context.URL options:options];",
                ]
            } else if context.method("application:openURL:sourceApplication:annotation:") != nil {
                handled = "application:openURL:sourceApplication:annotation:"
                call = ["[appDelegate application:\(app) openURL:context.URL sourceApplication:context.options.sourceApplication annotation:context.options.annotation];"]
            } else {
                handled = "application:handleOpenURL:"
                call = ["[appDelegate application:\(app) handleOpenURL:context.URL];"]
            }
            context.sceneMethods.append(context.method(
                "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts",
                ["for (UIOpenURLContext *context in URLContexts) {"] + call.map { context.unit + $0 } + ["}"]))
            context.replay += ["if (connectionOptions.URLContexts.count > 0) {", "\(context.unit)[self scene:scene openURLContexts:connectionOptions.URLContexts];", "}"]
            context.done.append("\(context.sceneDelegateName): scene:openURLContexts: calls the app delegate's \(handled), at a cold launch too")
        }
        if context.method(UIKitVocabulary.continueActivity.appDelegateSelector) != nil {
            context.sceneMethods.append(context.method(
                "- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity",
                ["[appDelegate application:\(app) continueUserActivity:userActivity restorationHandler:^(NSArray<id<UIUserActivityRestoring>> *restorableObjects) {",
                 "\(context.unit)for (id<UIUserActivityRestoring> object in restorableObjects) {",
                 "\(context.unit)\(context.unit)[object restoreUserActivityState:userActivity];",
                 "\(context.unit)}",
                 "}];"]))
            context.replay += ["for (NSUserActivity *userActivity in connectionOptions.userActivities) {", "\(context.unit)[self scene:scene continueUserActivity:userActivity];", "}"]
            context.done.append("\(context.sceneDelegateName): scene:continueUserActivity: calls the app delegate's \(UIKitVocabulary.continueActivity.appDelegateSelector), at a cold launch too")
        }
        if context.method(UIKitVocabulary.performAction.appDelegateSelector) != nil {
            context.sceneMethods.append(context.method(
                "- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler",
                ["[appDelegate application:\(app) performActionForShortcutItem:shortcutItem completionHandler:completionHandler];"]))
            context.replay += ["if (connectionOptions.shortcutItem) {", "\(context.unit)[self windowScene:windowScene performActionForShortcutItem:connectionOptions.shortcutItem completionHandler:^(BOOL succeeded) {}];", "}"]
            context.usesWindowScene = true
            context.done.append("\(context.sceneDelegateName): windowScene:performActionForShortcutItem:completionHandler: calls the app delegate's \(UIKitVocabulary.performAction.appDelegateSelector), at a cold launch too")
        }
        guard let launch = context.launch else { return }
        let source = context.implementation.source
        for statement in launch.statements where !context.movedStatements.contains(statement) {
            let names = Set(tokens(of: source, in: statement.range).map { source.text(of: $0) })
            for key in Self.launchKeys where names.contains(key) {
                context.steps.append(ManualStep(.check, id: "objc-launch-option-read", file: context.implementation.path, line: statement.line,
                    "reads \(key), nil in a scene-based app: at a cold launch \(context.sceneDelegateName) hands the scene's connection options to the app delegate's methods instead; remove the launch-time read or check it"))
            }
        }
    }
}

/// `objc-state-callbacks`: the app delegate's four state callbacks, which UIKit no longer calls,
/// called from the scene delegate's (one window) or from UIApplication's notifications.
struct ObjectiveCStateCallbacks: ObjectiveCStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-state-callbacks",
            trigger: "`applicationDidBecomeActive:`, `applicationWillResignActive:`, `applicationDidEnterBackground:`, `applicationWillEnterForeground:` with statements",
            summary: "kept as they are; with one window the scene delegate's `sceneDidBecomeActive:`… call them; with `--multiple-windows` `application:didFinishLaunchingWithOptions:` observes `UIApplicationDidBecomeActiveNotification`… (posted app-wide under scenes) and calls them",
            rationale: "In a scene-based app UIKit calls the scene delegate's state callbacks, once per scene, and not the app delegate's (Apple: applicationDidBecomeActive:); UIApplication's notifications are still posted once for the app.",
            doctorRules: ["app-delegate-state-callback"],
            examples: ObjectiveCExamples.stateCallbacks,
            lookalikes: ObjectiveCExamples.stateCallbacksLookalikes,
            manualSteps: []
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        let source = context.implementation.source
        let notifications = ["applicationDidBecomeActive": "UIApplicationDidBecomeActiveNotification", "applicationWillResignActive": "UIApplicationWillResignActiveNotification",
                             "applicationDidEnterBackground": "UIApplicationDidEnterBackgroundNotification", "applicationWillEnterForeground": "UIApplicationWillEnterForegroundNotification"]
        var observers: [String] = []
        for callback in UIKitVocabulary.stateCallbacks {
            guard let method = context.method(callback.appDelegateSelector), !method.statements.isEmpty else { continue }
            if context.options.multipleWindows {
                let notification = notifications[callback.appDelegate] ?? callback.notification
                observers += ["[[NSNotificationCenter defaultCenter] addObserverForName:\(notification) object:nil queue:nil usingBlock:^(NSNotification *note) {",
                              "\(context.unit)[self \(callback.appDelegate):UIApplication.sharedApplication];", "}];"]
                context.done.append("\(context.implementation.path): \(callback.appDelegateSelector) called on \(notification) (app-wide)")
            } else {
                context.sceneMethods.append(context.method("- (void)\(callback.scene):(UIScene *)scene", ["[appDelegate \(callback.appDelegate):UIApplication.sharedApplication];"]))
                    context.done.append("\(context.sceneDelegateName): \(callback.sceneSelector) calls the app delegate's \(callback.appDelegateSelector)")
            }
        }
        guard !observers.isEmpty, let launch = context.launch else { return }
        // At the start of didFinishLaunching: on the line after its `{`.
        let bodyStart = launch.body.lowerBound + 1
        var insertAt = bodyStart
        let bytes = context.implementation.bytes
        while insertAt < bytes.count, bytes[insertAt] != 0x0A { insertAt += 1 }
        insertAt = min(insertAt + 1, bytes.count)
        let indent = launch.statements.first.map { source.indentation(at: $0.range.lowerBound) } ?? context.unit
        let text = observers.map { indent + $0 + "\n" }.joined()
        context.edit(context.implementation.path) { $0.insert(text, at: insertAt) }
    }
}

extension ObjectiveCContext {
    /// The local a statement's words declare (`UIViewController *root = …;`).
    static func declaredLocal(in w: [String]) -> String? {
        guard let equals = w.firstIndex(of: "="), equals >= 2, equals + 1 < w.count, w[equals + 1] != "=" else { return nil }
        let before = w[..<equals]
        guard before.allSatisfy({ $0 == "*" || $0.first.map { $0.isLetter || $0 == "_" } == true }), !["self", "_window"].contains(before.first ?? "") else { return nil }
        return before.last
    }

    /// Removes `range` of the file at `path`: its whole line when nothing else is on it (from
    /// `start`, where the comment lines above it begin, when given), else the range alone.
    mutating func removeLines(of range: Range<Int>, in path: String, _ source: ObjectiveCSource, from start: Int? = nil) {
        let bytes = source.bytes
        let lineStart = source.lineStart(of: range.lowerBound)
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        let ownsLine = source.text(lineStart..<range.lowerBound).allSatisfy { $0 == " " || $0 == "\t" } && (end >= bytes.count || bytes[end] == 0x0A)
        edit(path) {
            if ownsLine { $0.replace(min(start ?? lineStart, lineStart), min(end + 1, bytes.count), with: "") } else { $0.replace(range.lowerBound, range.upperBound, with: "") }
        }
    }

    /// A scene-delegate method: its signature, `{`, the app delegate looked up when the body uses
    /// it, the body, `}`.
    func method(_ signature: String, _ body: [String], lookUpAfter prefix: Int = 0) -> String {
        let needsAppDelegate = body.contains { $0.contains("appDelegate") }
        let lines = Array(body.prefix(prefix)) + (needsAppDelegate ? [appDelegateLine] : []) + body.dropFirst(prefix)
        // Preprocessor lines stay at the start of the line, as the app's own are.
        return ([signature + " {"] + lines.map { $0.hasPrefix("#") ? $0 : unit + $0 } + ["}"]).joined(separator: "\n")
    }
}

extension ObjectiveCWriteSceneDelegate {
    /// A generated Info.plist: the app delegate names the scene delegate in
    /// `application:configurationForConnectingSceneSession:options:`, the build settings generate
    /// the manifest.
    func addConfigurationMethod(_ context: inout ObjectiveCContext, headerPath: String) {
        let generated = context.projects.enumerated().map { ($0.offset, $0.element.edit.sceneManifestSettings(addGeneration: true, only: context.configurationIDs)) }.filter { $0.1.blocks > 0 }
        guard !generated.isEmpty else {
            context.steps.append(ManualStep(.manual, id: "no-info-plist", file: "", line: 0, "no application Info.plist and no project.pbxproj that generates one were found\(context.appName.map { " for \($0)" } ?? ""): add UIApplicationSceneManifest naming \(context.sceneDelegateName) to the app's Info.plist (docs/MIGRATING.md)"))
            return
        }
        for (index, settings) in generated {
            var edits = context.projectEdits[index] ?? TextEdits()
            for edit in settings.edits.edits { edits.replace(edit.start, edit.end, with: edit.text) }
            context.projectEdits[index] = edits
            context.done.append("\(context.projects[index].file.path): \(settings.blocks) build configuration(s): INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"
                + (settings.storyboards.isEmpty ? "" : ", INFOPLIST_KEY_UIMainStoryboardFile removed"))
            if !context.options.multipleWindows {
                context.steps.append(ManualStep(.check, id: "generated-manifest-multiple-scenes", file: context.projects[index].file.path, line: 0, "a generated scene manifest supports multiple scenes; for one window, add an Info.plist file with UIApplicationSupportsMultipleScenes NO (or set INFOPLIST_FILE)"))
            }
        }
        let source = context.implementation.source
        guard let implementation = source.implementations.first(where: { $0.name == context.className && $0.category == nil }) else { return }
        let unit = context.unit
        var lines = ["- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options {",
                     "\(unit)UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@\"Default Configuration\" sessionRole:connectingSceneSession.role];",
                     "\(unit)configuration.delegateClass = [\(context.sceneDelegateName) class];"]
        let storyboards = generated.flatMap(\.1.storyboards)
        if let storyboard = storyboards.first ?? context.storyboard, !context.createsWindowInCode {
            lines.append("\(unit)configuration.storyboard = [UIStoryboard storyboardWithName:@\"\(storyboard)\" bundle:nil];")
        }
        lines += ["\(unit)return configuration;", "}"]
        let endLine = source.lineStart(of: implementation.range.upperBound - "@end".utf8.count)
        let headerName = (headerPath as NSString).lastPathComponent
        context.edit(context.implementation.path) { $0.insert(lines.joined(separator: "\n") + "\n\n", at: endLine) }
        // `#import "SceneDelegate.h"` after the app delegate's own import.
        let ownImport = source.tokens.first { $0.kind == .directive && source.text(of: $0).contains("\"\((context.header.path as NSString).lastPathComponent)\"") }
        let importAt = ownImport.map { min($0.range.upperBound + 1, source.bytes.count) } ?? 0
        context.edit(context.implementation.path) { $0.insert("#import \"\(headerName)\"\n", at: importAt) }
        context.done.append("\(context.implementation.path): application:configurationForConnectingSceneSession:options: added (its configuration's delegate class \(context.sceneDelegateName))")
    }
}

/// `objc-write-scene-delegate`: `SceneDelegate.h` and `.m`, the manifest that names the class, and
/// both files in the app's target.
struct ObjectiveCWriteSceneDelegate: ObjectiveCStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-write-scene-delegate",
            trigger: "every Objective-C app the recipe migrates",
            summary: "`SceneDelegate.h` (`UIResponder <UIWindowSceneDelegate>`, `window`) and `SceneDelegate.m` (`.mm` beside an Objective-C++ app delegate) beside the app delegate, with the app delegate's imports when code moved, and what the moved code uses that AppDelegate.m defines outside its classes (a `#define` and a `static const` copied, a global variable declared `extern`; a `static` variable is a manual step); `UIApplicationSceneManifest` naming `SceneDelegate` (an Objective-C class has no module prefix) added to the Info.plist as the Swift recipe adds it; with an Info.plist generated from build settings, `application:configurationForConnectingSceneSession:options:` added to the app delegate (its configuration's `delegateClass` the scene delegate) and `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`; both files added to the target in `project.pbxproj` beside `AppDelegate.h`/`.m` (the `.m` in its Sources phase); `main.m` untouched; every file written is read back by the Objective-C reader",
            rationale: "UIKit launches an app with scenes when its Info.plist has a scene manifest naming a scene delegate class the app has (TN3187); a file in no target is not compiled.",
            doctorRules: ["scene-life-cycle-not-adopted", "unknown-scene-delegate-class"],
            examples: ObjectiveCExamples.writeSceneDelegate,
            lookalikes: [],
            manualSteps: [
                ManualStepDescription("objc-no-header", .manual, "not migrated: the app delegate has no header …", why: "the scene delegate must import the app delegate's interface to call it"),
                ManualStepDescription("objc-file-static-moved", .manual, "the moved set-up uses `name`, a static variable of AppDelegate.m …", why: "a `static` variable is private to its file: a copy in the scene delegate would be another variable"),
                ManualStepDescription("objc-not-added-to-target", .manual, "SceneDelegate.h/.m not added to the target: …", why: "the app delegate's files are not listed once in one group and one Sources phase (two files of its name are told apart by the paths of their file references)"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        let name = context.sceneDelegateName
        let isPlusPlus = context.implementation.path.hasSuffix(".mm")
        let headerPath = context.relative("\(name).h")
        let implementationPath = context.relative("\(name)\(isPlusPlus ? ".mm" : ".m")")
        let headerName = (context.header.path as NSString).lastPathComponent
        let unit = context.unit
        var willConnect = ["if (![scene isKindOfClass:[UIWindowScene class]]) {", "\(unit)return;", "}"]
        if context.usesWindowScene { willConnect.append("UIWindowScene *windowScene = (UIWindowScene *)scene;") }
        let body = context.willConnect + (context.appDelegateHasWindow && !context.windowAssignedInWillConnect ? ["appDelegate.window = self.window;"] : []) + context.replay + context.afterReplay
        let connect = context.method("- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions",
                                     willConnect + body, lookUpAfter: 3)
        let methods = ([connect] + context.sceneMethods).joined(separator: "\n\n")
        var imports = ["#import \"\(name).h\""]
        if methods.contains(context.appDelegateLine) { imports.append("#import \"\(headerName)\"") }
        imports += context.imports.filter { !imports.contains($0) }
        // The moved code's imports (what it names is declared there).
        if !context.movedStatements.isEmpty {
            for line in context.implementation.source.tokens where line.kind == .directive && line.active {
                let text = context.implementation.source.text(of: line)
                guard text.hasPrefix("#import") || text.hasPrefix("#include") else { continue }
                if text.contains("\"\(headerName)\"") || text.contains("<UIKit/UIKit.h>") || imports.contains(text) { continue }
                imports.append(text)
            }
        }
        let header = """
            #import <UIKit/UIKit.h>

            @interface \(name) : UIResponder <UIWindowSceneDelegate>

            @property (strong, nonatomic) UIWindow *window;

            @end

            """
        // What the moved code names that AppDelegate.m itself defines, outside any class.
        var fileScope: [String] = []
        if !context.movedStatements.isEmpty {
            let used = Set(context.willConnect.joined(separator: "\n").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for definition in ObjectiveCFileScope.definitions(in: context.implementation.source) where used.contains(definition.name) {
                switch definition.declaration(plusPlus: isPlusPlus) {
                case .some(let line): fileScope.append(line)
                case .none:
                    context.steps.append(ManualStep(.manual, id: "objc-file-static-moved", file: context.implementation.path, line: definition.line,
                        "the moved set-up uses `\(definition.name)`, a static variable of \((context.implementation.path as NSString).lastPathComponent), which \(name) cannot see: drop `static` (and declare it `extern` in \(name)), or read it through a method of the app delegate"))
                }
            }
        }
        let implementation = imports.joined(separator: "\n") + (fileScope.isEmpty ? "" : "\n\n" + fileScope.joined(separator: "\n"))
            + "\n\n@implementation \(name)\n\n" + methods + "\n\n@end\n"
        context.newFiles.append((headerPath, header))
        context.newFiles.append((implementationPath, implementation))
        context.done.append("\(headerPath), \(implementationPath): written")

        // The manifest, as the Swift recipe writes it, naming the Objective-C class.
        let storyboardOverride: String?? = context.createsWindowInCode ? .some(nil) : nil
        for (plist, _) in context.plists where !context.taken.contains(plist.path) {
            switch InfoPlistEdit.edit(plist.data, multipleScenes: context.options.multipleWindows, delegateClassName: name, storyboardOverride: storyboardOverride) {
            case .edited(let data):
                context.changes.append(FileChange(path: plist.path, old: plist.data, new: data))
                context.taken.insert(plist.path)
                context.done.append("\(plist.path): UIApplicationSceneManifest added (one application-role configuration, \(name)"
                    + ((context.createsWindowInCode ? nil : context.storyboard).map { ", storyboard \($0)" } ?? "") + ", multiple scenes \(context.options.multipleWindows ? "YES" : "NO"))"
                    + (context.storyboard != nil ? "; UIMainStoryboardFile removed" : ""))
            case .alreadyScenes:
                break
            case .refused(let reason):
                context.steps.append(ManualStep(.manual, id: "info-plist-refused", file: plist.path, line: 0, "not edited: \(reason); add UIApplicationSceneManifest by hand (docs/MIGRATING.md)"))
            }
        }
        if context.plists.isEmpty {
            addConfigurationMethod(&context, headerPath: headerPath)
        }

        // Both files in the target, beside the app delegate's.
        let existingImplementation = (context.implementation.path as NSString).lastPathComponent
        for (index, project) in context.projects.enumerated() where context.projectPaths.isEmpty || context.projectPaths.contains(project.file.path) {
            guard project.edit.text.contains("/* \(existingImplementation) */") else { continue }
            var edits = context.projectEdits[index] ?? TextEdits()
            let newImplementation = (implementationPath as NSString).lastPathComponent
            switch (project.edit.addSourceFile(newImplementation, besides: existingImplementation, reference: project.reference(to: context.implementation.path)),
                    project.edit.addFileReference("\(name).h", besides: headerName, reference: project.reference(to: context.header.path))) {
            case (.success(let source), .success(let reference)):
                for edit in source.edits + reference.edits { edits.insert(edit.text, at: edit.start) }
                context.done.append("\(project.file.path): \(name).h and \(newImplementation) added to the app target (the .m to its sources)")
            case (.failure(let error), _), (_, .failure(let error)):
                context.steps.append(ManualStep(error.description.contains("by itself") ? .check : .manual, id: "objc-not-added-to-target", file: project.file.path, line: 0,
                                                "\(name).h and \(newImplementation) not added to the target: \(error.description)"))
            }
            context.projectEdits[index] = edits
        }
    }
}

/// `objc-window-lookups`: the app's Objective-C code that looks up the application's key window
/// or its windows, named for the developer to check.
struct ObjectiveCWindowLookups: ObjectiveCStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-window-lookups",
            trigger: "`[UIApplication sharedApplication].keyWindow`, `.windows` (property or message) in the app's `.m`/`.mm` files",
            summary: "named by file and line (a check): with scenes the application's keyWindow is the last active scene's, and windows holds every scene's",
            rationale: "UIApplication.keyWindow is deprecated from iOS 13: with several scenes it is whichever scene's key window was last active (Apple: UIApplication keyWindow); the scene's own window is the one to use.",
            doctorRules: [],
            examples: ObjectiveCExamples.windowLookups,
            lookalikes: ObjectiveCExamples.windowLookupsLookalikes,
            manualSteps: [
                ManualStepDescription("objc-window-lookup", .check, "[UIApplication sharedApplication].keyWindow …: with scenes, use the scene's window", why: "which window the code means (the one it presents from, any, the first) is the developer's to say"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        for file in context.files where !file.path.hasSuffix(".h") {
            let source = file.source
            let code = source.codeTokens
            for (index, token) in code.enumerated() where token.kind == .identifier && source.text(of: token) == "sharedApplication" {
                var next = index + 1
                if next < code.count, source.text(of: code[next]) == "]" { next += 1 }
                if next < code.count, source.text(of: code[next]) == "." { next += 1 }
                guard next < code.count, ["keyWindow", "windows"].contains(source.text(of: code[next])) else { continue }
                let member = source.text(of: code[next])
                context.steps.append(ManualStep(.check, id: "objc-window-lookup", file: file.path, line: token.line,
                    "the application's \(member): with scenes \(member == "keyWindow" ? "it is the key window of whichever scene was last active" : "it holds every scene's windows"); use the scene's window (self.view.window, or the scene delegate's window)"))
            }
        }
    }
}
