import SceneToolsCore
import SwiftSyntax

/// Where a rule's rationale comes from.
public struct RuleSource: Sendable, Equatable {
    /// A short title (`Apple: scene(_:willConnectTo:options:)`, `docs/LIFECYCLE.md "Cold launch"`).
    public var title: String
    /// A public URL (Apple's documentation) or a path in this repository with its section.
    public var url: String
}

/// A piece of code a rule must flag (with `↓` before each place it flags) or must leave alone.
public struct RuleExample: Sendable {
    /// Swift source; `↓` marks where a finding is expected (triggering examples only). Several
    /// files are separated by a line `// file: Name.swift`.
    public var code: String
    /// The app's Info.plist.
    public var infoPlist: ExampleInfoPlist
    /// What the example shows, for the docs.
    public var comment: String?
    /// The React Native version the app's package.json names, for the rules that depend on it.
    public var reactNativeVersion: String?

    public init(_ code: String, infoPlist: ExampleInfoPlist = .singleScene, reactNativeVersion: String? = nil, comment: String? = nil) {
        self.code = code
        self.infoPlist = infoPlist
        self.reactNativeVersion = reactNativeVersion
        self.comment = comment
    }
}

/// The Info.plist an example is checked with.
public enum ExampleInfoPlist: Sendable {
    /// No Info.plist (a pre-iOS 13 app, unless the code makes it scene-based).
    case none
    /// One "Default Configuration" with `SceneDelegate`, `UIApplicationSupportsMultipleScenes` false.
    case singleScene
    /// The same with `UIApplicationSupportsMultipleScenes` true.
    case multipleScenes
    /// The given XML.
    case xml(String)

    /// The property list text, or `nil`.
    public var text: String? {
        switch self {
        case .none: return nil
        case .singleScene: return Self.manifest(multiple: false, extra: "")
        case .multipleScenes: return Self.manifest(multiple: true, extra: "")
        case .xml(let text): return text
        }
    }

    /// A plist whose manifest has `configurations` (XML fragments inside the role arrays) and
    /// `extra` top-level keys.
    public static func manifest(multiple: Bool, extra: String, roles: String? = nil) -> String {
        let defaultRoles = """
            <key>UIWindowSceneSessionRoleApplication</key>
            <array><dict>
              <key>UISceneConfigurationName</key><string>Default Configuration</string>
              <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            </dict></array>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
              <key>UIApplicationSupportsMultipleScenes</key><\(multiple ? "true" : "false")/>
              <key>UISceneConfigurations</key>
              <dict>
            \(roles ?? defaultRoles)
              </dict>
            </dict>
            \(extra)
            </dict></plist>
            """
    }
}

/// What a rule is, why, and how to fix what it finds: the same text makes its tests and its
/// section of docs/DOCTOR.md.
public struct RuleDescription: Sendable {
    /// The id printed with each finding and named in suppression comments.
    public var id: String
    /// A short name.
    public var name: String
    /// What goes wrong on a device.
    public var rationale: String
    /// The public source of the rationale.
    public var source: RuleSource
    /// How to fix it.
    public var fix: String
    /// A short "before".
    public var before: String
    /// The same code fixed.
    public var after: String
    /// Code the rule flags (each `↓` is one finding).
    public var triggeringExamples: [RuleExample]
    /// Lookalikes the rule must not flag.
    public var nonTriggeringExamples: [RuleExample]
}

/// One static check.
public protocol DoctorRule: Sendable {
    /// Its description.
    static var description: RuleDescription { get }
    /// Its findings in `app`.
    func check(_ app: AppModel, into findings: inout FindingSink)
    /// Its findings in the app's Objective-C and Objective-C++ code (the rules that read it).
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink)
}

extension DoctorRule {
    public func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {}
}

/// Collects findings, dropping the ones silenced by a comment.
public struct FindingSink {
    let ruleID: String
    public private(set) var findings: [Finding] = []

    init(ruleID: String) { self.ruleID = ruleID }

    mutating func report(_ severity: FindingSeverity = .warning, at node: some SyntaxProtocol, in file: SwiftSourceFile, _ message: String) {
        let location = file.location(of: node)
        if file.suppressions.silences(ruleID, line: location.line) { return }
        var finding = Finding(ruleID: ruleID, severity: severity, path: file.path.display, line: location.line, column: location.column, message: message)
        let utf16 = file.utf16Column(of: node)
        if utf16 != location.column { finding.utf16Column = utf16 }
        if !findings.contains(finding) { findings.append(finding) }
    }

    /// A finding at a byte offset of an Objective-C file.
    mutating func report(_ severity: FindingSeverity = .warning, at offset: Int, in file: ObjectiveCFile, _ message: String) {
        let location = file.location(of: offset)
        if file.suppressions.silences(ruleID, line: location.line) { return }
        var finding = Finding(ruleID: ruleID, severity: severity, path: file.path, line: location.line, column: location.column, message: message)
        let prefix = file.source.text(file.source.lineStart(of: offset)..<offset)
        if prefix.utf16.count + 1 != location.column { finding.utf16Column = prefix.utf16.count + 1 }
        if !findings.contains(finding) { findings.append(finding) }
    }
}

/// Every rule, in the order of docs/DOCTOR.md.
public enum DoctorRules {
    public static let all: [any DoctorRule] = [
        URLLostAtColdLaunch(),
        ActivityLostAtColdLaunch(),
        ShortcutLostAtColdLaunch(),
        AppDelegateStateCallback(),
        AppDelegateEventCallback(),
        ShortcutCompletionHandler(),
        NotificationCompletionHandler(),
        ArbitraryWindow(),
        UndeclaredRestorationActivityType(),
        SceneInDiscardedSession(),
        DisconnectTreatedAsClose(),
        AppDelegateWindow(),
        WindowBuiltAtLaunch(),
        WindowReadAtLaunch(),
        WindowWithoutScene(),
        SceneWithoutWindow(),
        SceneMethodOnAppDelegate(),
        PerWindowCallbackForAppWork(),
        RootViewControllerTwice(),
        UnfilteredSceneRole(),
        ProcessSetupPerWindow(),
        LaunchSetupInScene(),
        StaticQuickActionsUnhandled(),
        ReactNativeLinkingSilenced(),
        SplashBlocksLaunch(),
        FlutterSceneHookResult(),
        LaunchOptionsEventRead(),
    ]

    /// The descriptions of every rule.
    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }
}
