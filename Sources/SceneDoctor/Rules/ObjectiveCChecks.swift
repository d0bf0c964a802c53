import SceneToolsCore
import UIKitVocabulary

// The rules' checks of Objective-C and Objective-C++ code (SceneToolsCore's `ObjectiveCSource`):
// the same findings as on Swift, by selector. In a mixed app the other language's delegate counts:
// a Swift scene delegate that calls the Objective-C app delegate's method, or does the same work,
// makes it no lost event.

extension ObjectiveCMethodRef {
    /// The first keyword of each selector the body sends to do work (`handle` of `handle:animated:`),
    /// comparable with a Swift call's base name.
    var effectNames: Set<String> { Set(effectSelectors.map(ObjectiveCModel.baseName)) }

    /// Whether the body mentions the identifier `name` (a property, a key).
    func mentions(_ name: String) -> Bool {
        file.source.tokens.contains { $0.kind == .identifier && $0.active && method.body.contains($0.range.lowerBound) && file.source.text(of: $0) == name }
    }
}

extension ObjectiveCModel {
    /// `handle` of `handle:animated:`.
    static func baseName(of selector: String) -> String {
        String(selector.prefix { $0 != ":" })
    }
}

extension AppModel {
    /// What the scene delegates' methods `swiftSignatures` / `selectors` call, in both languages,
    /// as base names.
    func sceneDelegateCallNames(swift swiftSignatures: [String], objectiveC selectors: [String]) -> Set<String> {
        var names = swiftSignatures.flatMap { sceneDelegateMethods($0) }.reduce(into: Set<String>()) { $0.formUnion(AppModel.calleeNames(in: $1.body)) }
        for method in selectors.flatMap({ objectiveC.sceneDelegateMethods($0) }) { names.formUnion(method.effectNames) }
        return names
    }

    /// Whether the app's code, in either language, calls the app delegate's method itself (a scene
    /// delegate that forwards to it).
    func callsEither(swift signature: String, objectiveC selector: String) -> Bool {
        isCalled(signature) || objectiveC.sentSelectors.contains(selector)
    }
}

extension AppModel {
    /// The Objective-C app delegate's methods with `selector` that do work UIKit never runs in a
    /// scene-based app: not called from anywhere, their work not done by the scene delegate's
    /// `sceneSwift`/`sceneSelectors` methods either. A warning, or a note when the app still runs
    /// on iOS 12, where UIKit calls them.
    /// `fallbackFor`: the scene delegate methods (Swift, Objective-C) beside which the old method
    /// is a fallback for iOS 12; when the app has none of them, its work never runs on iOS 13 and
    /// later, a warning even when the app still supports iOS 12 (nil: always a note then).
    func reportUncalledObjectiveC(_ selector: String, swift signature: String, scene sceneSwift: [String], sceneSelectors: [String],
                                  instead replacement: String, fix: String, fallbackFor: (swift: String, objectiveC: String)? = nil, into findings: inout FindingSink) {
        guard isSceneBased, !callsEither(swift: signature, objectiveC: selector) else { return }
        let sceneCalls = sceneDelegateCallNames(swift: sceneSwift, objectiveC: sceneSelectors)
        for method in objectiveC.appDelegateMethods(selector) where method.hasRealWork {
            let calls = method.effectNames
            if !calls.isEmpty, calls.isSubset(of: sceneCalls) { continue }
            if supportsIOSBeforeScenes, let fallbackFor, sceneDelegateMethods(fallbackFor.swift).isEmpty, objectiveC.sceneDelegateMethods(fallbackFor.objectiveC).isEmpty {
                findings.report(at: method.nameOffset, in: method.file,
                    "UIKit calls \(selector) only on iOS 12 and earlier, which this app still supports: on iOS 13 and later its work never runs, and no scene delegate has \(replacement); do it there too (or observe the UIApplication notification)")
            } else if supportsIOSBeforeScenes {
                findings.report(.note, at: method.nameOffset, in: method.file,
                    "this app still supports iOS 12 or earlier, where UIKit calls \(selector); on iOS 13 and later it does not, so its work must also be in \(replacement)")
            } else {
                findings.report(at: method.nameOffset, in: method.file, "UIKit does not call \(selector) in a scene-based app: the work in it never runs; \(fix)")
            }
        }
    }
}

extension AppDelegateEventCallback {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        for callback in UIKitVocabulary.eventCallbacks {
            let replacement = "\(callback.sceneSelector) and connectionOptions.\(callback.connectionOptionProperty)"
            app.reportUncalledObjectiveC(callback.appDelegateSelector, swift: callback.appDelegate, scene: [callback.scene] + callback.alsoScene + [UIKitVocabulary.willConnect],
                                         sceneSelectors: [callback.sceneSelector, UIKitVocabulary.Selectors.willConnect], instead: replacement,
                                         fix: "handle the event in the scene delegate (\(replacement))", into: &findings)
        }
    }
}

extension AppDelegateStateCallback {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        for callback in UIKitVocabulary.stateCallbacks {
            app.reportUncalledObjectiveC(callback.appDelegateSelector, swift: callback.appDelegateSignature, scene: [callback.sceneSignature],
                                         sceneSelectors: [callback.sceneSelector], instead: callback.sceneSelector,
                                         fix: "move it to the scene delegate's \(callback.sceneSelector) (or observe the UIApplication notification)",
                                         fallbackFor: (callback.sceneSignature, callback.sceneSelector), into: &findings)
        }
    }
}

extension WindowBuiltAtLaunch {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for selector in [UIKitVocabulary.Selectors.didFinishLaunching, UIKitVocabulary.Selectors.willFinishLaunching] {
            for method in app.objectiveC.appDelegateMethods(selector) {
                let source = method.file.source
                // `if (@available(iOS 13.0, *)) { return YES; }` before the set-up: the iOS 12 path.
                let availability = method.method.statements.filter { $0.leading == "if" && source.text($0.range).contains("@available") }
                let earlyReturn = availability.first { source.text($0.range).contains("return") }
                // `if (@available(iOS 13.0, *)) { … } else { the window }`: the iOS 12 path.
                let fallbacks = availability.compactMap(source.elseBranch(of:))
                for send in method.method.sends where Self.makesSceneLessWindow(send, in: source) {
                    if let earlyReturn, earlyReturn.range.upperBound <= send.range.lowerBound { continue }
                    if fallbacks.contains(where: { $0.contains(send.range.lowerBound) }) { continue }
                    findings.report(at: send.range.lowerBound, in: method.file,
                        "this window belongs to no scene: in a scene-based app UIKit never shows it, and the app launches to a black screen; make the window in the scene delegate's scene:willConnectToSession:options: with initWithWindowScene:")
                }
            }
        }
    }

    /// `[[UIWindow alloc] initWithFrame:…]`, `[[UIWindow alloc] init]`, `[UIWindow new]`.
    static func makesSceneLessWindow(_ send: ObjectiveCSource.MessageSend, in source: ObjectiveCSource) -> Bool {
        let receiver = source.text(send.receiver).filter { !$0.isWhitespace }
        return (receiver == "[UIWindowalloc]" && (send.selector == "initWithFrame:" || send.selector == "init")) || (receiver == "UIWindow" && send.selector == "new")
    }
}

extension ArbitraryWindow {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        guard app.manifest.supportsMultipleScenes else { return }
        for file in app.objectiveC.files {
            let source = file.source
            let code = source.codeTokens
            for (index, token) in code.enumerated() where token.kind == .identifier && source.text(of: token) == "sharedApplication" {
                // `[UIApplication sharedApplication]` or `UIApplication.sharedApplication`, then
                // `.keyWindow`, `.windows.firstObject`… or the same as messages.
                var next = index + 1
                let inBrackets = next < code.count && source.text(of: code[next]) == "]"
                if inBrackets { next += 1 }
                func word(_ offset: Int) -> String { next + offset < code.count ? source.text(of: code[next + offset]) : "" }
                var member = ""
                var at = token.range.lowerBound
                if word(0) == "." {
                    member = word(1)
                    if next + 1 < code.count { at = code[next + 1].range.lowerBound }
                    if member == "windows", word(2) == ".", ["firstObject", "lastObject"].contains(word(3)) { member = "windows.\(word(3))" }
                } else if inBrackets, ["keyWindow", "windows"].contains(word(0)), word(1) == "]" {
                    member = word(0)
                    at = code[next].range.lowerBound
                    if member == "windows", word(2) == "firstObject" || word(2) == "lastObject" { member = "windows.\(word(2))" }
                }
                switch member {
                case "keyWindow":
                    findings.report(at: at, in: file,
                        "the application's keyWindow is the key window of whichever scene was last active in a multi-window app; use the scene's own keyWindow or window")
                case "windows.firstObject", "windows.lastObject":
                    findings.report(at: at, in: file,
                        "the application's \(member) is any window of any scene in a multi-window app; use the window of the scene at hand, or look a scene up by role and activationState")
                default:
                    break
                }
            }
        }
    }
}

extension ColdLaunchCheck {
    /// An Objective-C scene delegate that handles the event in `selectors` but whose
    /// `scene:willConnectToSession:options:` never reads `property` of its connection options.
    func runObjectiveC(_ app: AppModel, selectors: [String], property: String, into findings: inout FindingSink) {
        for delegate in app.objectiveC.sceneDelegates {
            guard let handler = selectors.lazy.compactMap({ app.objectiveC.methods($0, in: [delegate]).first }).first, handler.hasRealWork else { continue }
            guard let willConnect = app.objectiveC.methods(UIKitVocabulary.Selectors.willConnect, in: [delegate]).first else {
                findings.report(at: handler.nameOffset, in: handler.file,
                    "`\(delegate)` handles \(what) in \(handler.method.selector) but has no scene:willConnectToSession:options:: when one of them launches the app, UIKit delivers it only in connectionOptions.\(property), and it is lost; implement willConnect and handle connectionOptions.\(property) there")
                continue
            }
            if willConnect.mentions(property) || willConnect.method.sends.contains(where: { selectors.contains($0.selector) }) { continue }
            findings.report(at: willConnect.nameOffset, in: willConnect.file,
                "`\(delegate)` handles \(what) in \(handler.method.selector) but its scene:willConnectToSession:options: never reads connectionOptions.\(property): when one of them launches the app, UIKit delivers it only there, and it is lost; handle connectionOptions.\(property) in willConnect too")
        }
    }
}

extension URLLostAtColdLaunch {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [], members: [], what: "URLs", optionsMember: "")
            .runObjectiveC(app, selectors: [UIKitVocabulary.openURL.sceneSelector], property: UIKitVocabulary.openURL.connectionOptionProperty, into: &findings)
    }
}

extension ActivityLostAtColdLaunch {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [], members: [], what: "user activities", optionsMember: "")
            .runObjectiveC(app, selectors: [UIKitVocabulary.continueActivity.sceneSelector], property: UIKitVocabulary.continueActivity.connectionOptionProperty, into: &findings)
    }
}

extension ShortcutLostAtColdLaunch {
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [], members: [], what: "quick actions", optionsMember: "")
            .runObjectiveC(app, selectors: [UIKitVocabulary.performAction.sceneSelector], property: UIKitVocabulary.performAction.connectionOptionProperty, into: &findings)
    }
}
