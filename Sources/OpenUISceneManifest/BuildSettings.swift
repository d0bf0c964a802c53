import Foundation

// Xcode build settings in Info.plist values (`$(PRODUCT_BUNDLE_IDENTIFIER)`, `${EXECUTABLE_NAME}`,
// `$(PRODUCT_NAME:rfc1034identifier)`), expanded the way Xcode expands them when it copies the
// Info.plist into an app, from a documented source: docs/MANIFEST.md, "Build settings".

/// Where a build setting's value comes from, in priority order.
package enum BuildSettingSource: String, Sendable, Equatable, CaseIterable {
    /// The environment variable `OPENUISCENE_BUILD_SETTING_<NAME>`.
    case environment
    /// A `NAME = value` line of `BuildSettings.xcconfig` beside the Info.plist.
    case file
    /// OpenUIScene's default, derived from the executable and the app's module, or Xcode's value
    /// for a new project (``BuildSettingDefaults``).
    case `default`
    /// No source knows the setting.
    case none
}

/// Whether a setting got a value.
package enum BuildSettingStatus: String, Sendable, Equatable {
    /// It has a value, substituted wherever it is used.
    case expanded
    /// It is derived from what only the running app knows (its executable's name, its module):
    /// `scenectl` without `--product`/`--module` shows the reference as written. Never at launch.
    case atLaunch = "at-launch"
    /// It has no value (no source, a cycle, an unknown modifier, over a limit): every reference
    /// to it stays as written and is reported as `unknown-build-setting`.
    case unknown
}

/// One setting: its value, where the value came from, and what uses it.
package struct BuildSettingValue: Sendable, Equatable {
    /// The setting's name, for example `PRODUCT_BUNDLE_IDENTIFIER`.
    package var name: String
    /// The value (references and modifiers inside it expanded); `nil` unless ``status`` is `.expanded`.
    package var value: String?
    /// Where the definition came from.
    package var source: BuildSettingSource
    /// Whether it has a value.
    package var status: BuildSettingStatus
    /// Where exactly, in words: the environment variable, `file:line`, or the rule of the default;
    /// for a setting without a source, how to give it one.
    package var origin: String
    /// Why it has no value (``status`` `.unknown` or `.atLaunch`), or `nil`.
    package var problem: String?
    /// The Info.plist key paths that use it, and `$(OTHER)` for each setting whose value uses it.
    package var usedBy: [String] = []

    /// Creates a setting's report from its values.
    package init(name: String, value: String?, source: BuildSettingSource, status: BuildSettingStatus, origin: String, problem: String?, usedBy: [String] = []) {
        self.name = name
        self.value = value
        self.source = source
        self.status = status
        self.origin = origin
        self.problem = problem
        self.usedBy = usedBy
    }
}

/// What the expansion of one Info.plist found: every setting used (directly, or through the value
/// of another) and every setting defined by the environment or the settings file, each with its
/// value and source; and the findings.
package struct BuildSettingsReport: Sendable, Equatable {
    /// The settings, by name.
    package var settings: [BuildSettingValue]
    /// Where `BuildSettings.xcconfig` was looked for (`nil` when the Info.plist's folder is unknown
    /// and no file was named).
    package var settingsFilePath: String?
    /// Whether that file exists and was read.
    package var settingsFileFound: Bool
    /// `unknown-build-setting` warnings, `invalid-build-settings-file` errors, and a
    /// `limit-exceeded` error when the expansion went over its limits.
    package var diagnostics: [ManifestDiagnostic]

    /// The setting called `name`, if the Info.plist, the environment or the file mentions it.
    package subscript(name: String) -> BuildSettingValue? {
        settings.first { $0.name == name }
    }
}

/// What the expansion knows beyond the Info.plist: the environment, and the executable and module
/// names the defaults derive from.
package struct BuildSettingsContext: Sendable, Equatable {
    /// The prefix of the environment variables that set build settings:
    /// `OPENUISCENE_BUILD_SETTING_PRODUCT_BUNDLE_IDENTIFIER=com.example.MyApp`.
    package static let environmentPrefix = "OPENUISCENE_BUILD_SETTING_"

    /// The environment variables that set build settings (other variables are ignored).
    package var environment: [String: String]
    /// The default of `PRODUCT_NAME`: the executable's file name at launch, `--product` in
    /// `scenectl`; `nil` when unknown (settings derived from it are then `.atLaunch`).
    package var productName: String?
    /// How ``productName`` was found, for reports.
    package var productNameOrigin: String
    /// The default of `PRODUCT_MODULE_NAME`: the app delegate's module at launch, `--module` in
    /// `scenectl`; `nil` when unknown.
    package var moduleName: String?
    /// How ``moduleName`` was found, for reports.
    package var moduleNameOrigin: String
    /// The settings file to read instead of `BuildSettings.xcconfig` beside the Info.plist.
    package var settingsFile: URL?

    /// A context; with no argument, only the settings file beside the Info.plist and the constant
    /// defaults are known (what `ManifestLinter` uses by default).
    package init(environment: [String: String] = [:], productName: String? = nil, productNameOrigin: String = "the executable's name",
                 moduleName: String? = nil, moduleNameOrigin: String = "the app delegate's module", settingsFile: URL? = nil) {
        self.environment = environment.filter { $0.key.hasPrefix(Self.environmentPrefix) }
        self.productName = productName
        self.productNameOrigin = productNameOrigin
        self.moduleName = moduleName
        self.moduleNameOrigin = moduleNameOrigin
        self.settingsFile = settingsFile
    }

    /// The running app's context: `OPENUISCENE_BUILD_SETTING_*` from the process's environment,
    /// the executable's file name and the app delegate's module.
    package static func launch(moduleName: String, executableURL: URL = ProcessContext.executableURL) -> BuildSettingsContext {
        let executable = executableURL.lastPathComponent
        return BuildSettingsContext(
            environment: ProcessContext.environment(prefixed: environmentPrefix),
            productName: executable, productNameOrigin: "the executable's name (\(executable))",
            moduleName: moduleName, moduleNameOrigin: "the app delegate's module (\(moduleName))")
    }

    /// The environment variable that sets `name`.
    package static func environmentVariable(for name: String) -> String { environmentPrefix + name }
}

/// The defaults OpenUIScene gives build settings that neither the environment nor the settings
/// file set (docs/MANIFEST.md, "Build settings").
package enum BuildSettingDefaults {
    /// Every setting with a default, and its rule in words, in the order the documentation lists them.
    package static let rules: [(name: String, rule: String)] = [
        ("PRODUCT_NAME", "the executable's file name"),
        ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
        ("PRODUCT_MODULE_NAME", "the app delegate's module"),
        ("TARGET_NAME", "$(PRODUCT_MODULE_NAME) (a SwiftPM target is its module)"),
        ("PRODUCT_BUNDLE_IDENTIFIER", "org.openuiscene. followed by PRODUCT_NAME made an application-id element"),
        ("DEVELOPMENT_LANGUAGE", "en (Xcode's value for a new project)"),
        ("MARKETING_VERSION", "1.0 (Xcode's value for a new project)"),
        ("CURRENT_PROJECT_VERSION", "1 (Xcode's value for a new project)"),
        ("PRODUCT_BUNDLE_PACKAGE_TYPE", "APPL (Xcode's value for an app)"),
    ]

    /// The keys whose values are class names: there `$(PRODUCT_NAME)` means the module, as it does
    /// in Xcode, where the module is the product name made an identifier.
    package static let classNameKeys: Set<String> = [InfoPlistKey.delegateClassName, InfoPlistKey.sceneClassName]
}

/// A `$(NAME)` or `${NAME}` reference, with its modifiers (`$(NAME:rfc1034identifier)`).
package struct BuildSettingReference: Sendable, Equatable {
    /// The reference as written, for example `$(PRODUCT_NAME:rfc1034identifier)`.
    package var text: String
    /// The setting's name.
    package var name: String
    /// The modifiers, in order.
    package var modifiers: [String]

    /// The modifiers OpenUIScene applies.
    package static let supportedModifiers = ["rfc1034identifier", "c99extidentifier"]

    /// A piece of a string: literal text, or a reference.
    package enum Piece: Sendable, Equatable {
        case literal(String)
        case reference(BuildSettingReference)
    }

    /// Splits `text` into literal text and references. A `$` that does not start a well-formed
    /// reference (`$(` with no `)`, `$(1X)`, `$X`) is literal text. `$()` is a reference with an
    /// empty name, which expands to nothing.
    package static func pieces(of text: String) -> [Piece] {
        let bytes = Array(text.utf8)
        var pieces: [Piece] = []
        var literalStart = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "$"), let (reference, end) = parse(bytes, at: i) else {
                i += 1
                continue
            }
            if literalStart < i { pieces.append(.literal(String(decoding: bytes[literalStart..<i], as: UTF8.self))) }
            pieces.append(.reference(reference))
            i = end
            literalStart = end
        }
        if literalStart < bytes.count { pieces.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self))) }
        return pieces
    }

    /// The references to settings in `text`, in order (`$()` is not one).
    package static func references(in text: String) -> [BuildSettingReference] {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        return pieces(of: text).compactMap { piece in
            if case .reference(let reference) = piece, !reference.name.isEmpty { return reference }
            return nil
        }
    }

    /// Whether `name` is a setting name: ASCII letters, digits and `_`, not starting with a digit.
    package static func isSettingName<S: StringProtocol>(_ name: S) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.allSatisfy(isNameByte)
    }

    /// `value` with `modifier` applied, or `nil` when the modifier is not supported.
    ///
    /// - `rfc1034identifier`: every character other than an ASCII letter, digit, `-` or `.`
    ///   becomes `-` (`My App` → `My-App`), for bundle identifiers.
    /// - `c99extidentifier`: every character that cannot appear in an identifier becomes `_` and a
    ///   leading digit gets a `_` prefix (`My App-2` → `My_App_2`), for module and class names.
    package static func apply(_ modifier: String, to value: String) -> String? {
        switch modifier {
        case "rfc1034identifier":
            var result = ""
            for scalar in value.unicodeScalars {
                let keep = scalar.isASCII && (isNameByte(UInt8(scalar.value)) && scalar != "_" || scalar == "-" || scalar == ".")
                result.unicodeScalars.append(keep ? scalar : "-")
            }
            return result
        case "c99extidentifier":
            return ClassName.moduleIdentifier(fromProductName: value)
        default:
            return nil
        }
    }

    private static func parse(_ bytes: [UInt8], at dollar: Int) -> (BuildSettingReference, end: Int)? {
        var i = dollar + 1
        guard i < bytes.count else { return nil }
        let close: UInt8
        switch bytes[i] {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "{"): close = UInt8(ascii: "}")
        default: return nil
        }
        i += 1
        let nameStart = i
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        if i == nameStart, i < bytes.count, bytes[i] == close {
            // `$()`: the empty setting, which Xcode expands to nothing (the .xcconfig way to write
            // `//` in a value without starting a comment).
            return (BuildSettingReference(text: String(decoding: bytes[dollar...i], as: UTF8.self), name: "", modifiers: []), i + 1)
        }
        guard i > nameStart, !isDigit(bytes[nameStart]) else { return nil }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        var modifiers: [String] = []
        while i < bytes.count, bytes[i] == UInt8(ascii: ":") {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != close, bytes[i] != UInt8(ascii: ":"), bytes[i] != UInt8(ascii: "$"),
                  bytes[i] != UInt8(ascii: "("), bytes[i] != UInt8(ascii: "{") { i += 1 }
            guard i > start else { return nil }
            modifiers.append(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        guard i < bytes.count, bytes[i] == close else { return nil }
        let text = String(decoding: bytes[dollar...i], as: UTF8.self)
        return (BuildSettingReference(text: text, name: name, modifiers: modifiers), i + 1)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
    }
}

/// Resolves settings by priority (environment, settings file, default), each once.
struct BuildSettingResolver {
    let context: BuildSettingsContext
    let file: BuildSettingsFile?
    let settingsFilePath: String?
    private(set) var resolved: [String: BuildSettingValue] = [:]
    private(set) var usedBy: [String: [String]] = [:]
    private var recordedUses: Set<String> = []
    private var inProgress: [String] = []
    /// For a setting without a value because of another one, the first cause (so that a chain of
    /// settings does not repeat every step in messages).
    private var rootProblems: [String: String] = [:]

    init(context: BuildSettingsContext, file: BuildSettingsFile?, settingsFilePath: String?) {
        self.context = context
        self.file = file
        self.settingsFilePath = settingsFilePath
    }

    /// Notes that `user` (a key path, or `$(SETTING)`) uses `name` (once, in the order first seen).
    mutating func recordUse(of name: String, by user: String) {
        guard recordedUses.insert(name + "\u{0}" + user).inserted else { return }
        usedBy[name, default: []].append(user)
    }

    /// How to give `name` a value, for messages.
    func howToSet(_ name: String) -> String {
        "add the line \(name) = value to \(settingsFilePath ?? BuildSettingsFile.fileName + " beside the Info.plist"), or set the environment variable \(BuildSettingsContext.environmentVariable(for: name))"
    }

    mutating func resolve(_ name: String) -> BuildSettingValue {
        if let done = resolved[name] { return done }
        if let start = inProgress.firstIndex(of: name) {
            let chain = (inProgress[start...] + [name]).joined(separator: " → ")
            return BuildSettingValue(name: name, value: nil, source: .none, status: .unknown, origin: "",
                                     problem: "it refers to itself (\(chain))")
        }
        if inProgress.count >= InfoPlistLimits.maximumBuildSettingDepth {
            return BuildSettingValue(name: name, value: nil, source: .none, status: .unknown, origin: "",
                                     problem: "settings refer to other settings more than \(InfoPlistLimits.maximumBuildSettingDepth) deep (InfoPlistLimits.maximumBuildSettingDepth)")
        }
        inProgress.append(name)
        let value = compute(name)
        inProgress.removeLast()
        resolved[name] = value
        return value
    }

    private mutating func compute(_ name: String) -> BuildSettingValue {
        let variable = BuildSettingsContext.environmentVariable(for: name)
        if let raw = context.environment[variable] {
            return evaluate(name, raw: raw, source: .environment, origin: variable)
        }
        if let file, let assignment = file.assignments[name] {
            return evaluate(name, raw: assignment.value, source: .file, origin: "\(file.path):\(assignment.line)")
        }
        switch name {
        case "PRODUCT_NAME":
            return derived(name, value: context.productName, origin: context.productNameOrigin, knownAtLaunch: "the executable's name, known when the app runs (scenectl: --product NAME)")
        case "PRODUCT_MODULE_NAME":
            return derived(name, value: context.moduleName, origin: context.moduleNameOrigin, knownAtLaunch: "the app delegate's module, known when the app runs (scenectl: --module NAME)")
        case "EXECUTABLE_NAME":
            return evaluate(name, raw: "$(PRODUCT_NAME)", source: .default, origin: "the default: $(PRODUCT_NAME)")
        case "TARGET_NAME":
            return evaluate(name, raw: "$(PRODUCT_MODULE_NAME)", source: .default, origin: "the default: $(PRODUCT_MODULE_NAME) (a SwiftPM target is its module)")
        case "PRODUCT_BUNDLE_IDENTIFIER":
            recordUse(of: "PRODUCT_NAME", by: "$(PRODUCT_BUNDLE_IDENTIFIER)")
            let product = resolve("PRODUCT_NAME")
            let origin = "the default: \(ApplicationIdentifier.defaultPrefix) + PRODUCT_NAME made an application-id element"
            var result = BuildSettingValue(name: name, value: nil, source: .default, status: product.status, origin: origin, problem: nil)
            switch product.status {
            case .expanded: result.value = product.value.map(ApplicationIdentifier.defaultIdentifier(productName:))
            case .atLaunch: result.problem = "it is derived from PRODUCT_NAME, \(product.problem ?? "known when the app runs")"
            case .unknown:
                let root = rootProblems["PRODUCT_NAME"] ?? product.problem ?? ""
                rootProblems[name] = root
                result.problem = "it is derived from PRODUCT_NAME, which has no value: \(root)"
            }
            return result
        case "DEVELOPMENT_LANGUAGE":
            return constant(name, "en", origin: "the default: Xcode's value for a new project")
        case "MARKETING_VERSION":
            return constant(name, "1.0", origin: "the default: Xcode's value for a new project")
        case "CURRENT_PROJECT_VERSION":
            return constant(name, "1", origin: "the default: Xcode's value for a new project")
        case "PRODUCT_BUNDLE_PACKAGE_TYPE":
            return constant(name, "APPL", origin: "the default: Xcode's value for an app")
        default:
            return BuildSettingValue(name: name, value: nil, source: .none, status: .unknown,
                                     origin: "no source: \(howToSet(name))",
                                     problem: "no source sets it (no environment variable \(variable), no line in \(settingsFilePath ?? BuildSettingsFile.fileName), and OpenUIScene has no default for it)")
        }
    }

    private func constant(_ name: String, _ value: String, origin: String) -> BuildSettingValue {
        BuildSettingValue(name: name, value: value, source: .default, status: .expanded, origin: origin, problem: nil)
    }

    private func derived(_ name: String, value: String?, origin: String, knownAtLaunch: String) -> BuildSettingValue {
        if let value {
            return BuildSettingValue(name: name, value: value, source: .default, status: .expanded, origin: "the default: \(origin)", problem: nil)
        }
        return BuildSettingValue(name: name, value: nil, source: .default, status: .atLaunch, origin: "the default: \(knownAtLaunch)", problem: knownAtLaunch)
    }

    /// A definition's value: its references expanded with the same rules.
    private mutating func evaluate(_ name: String, raw: String, source: BuildSettingSource, origin: String) -> BuildSettingValue {
        var result = BuildSettingValue(name: name, value: nil, source: source, status: .expanded, origin: origin, problem: nil)
        var value = ""
        for piece in BuildSettingReference.pieces(of: raw) {
            switch piece {
            case .literal(let text):
                value += text
            case .reference(let reference) where reference.name.isEmpty:
                continue // $() is empty, as in Xcode (http:/$()/example.com)
            case .reference(let reference):
                recordUse(of: reference.name, by: "$(\(name))")
                let inner = resolve(reference.name)
                switch inner.status {
                case .unknown:
                    let root = rootProblems[inner.name] ?? inner.problem ?? ""
                    rootProblems[name] = root
                    result.status = .unknown
                    result.problem = "its value \(PlistValue.quoted(raw)) uses \(reference.text), which has no value: \(root)"
                    return result
                case .atLaunch:
                    result.status = .atLaunch
                    result.problem = "its value \(PlistValue.quoted(raw)) uses \(reference.text), known when the app runs"
                case .expanded:
                    guard let modified = Self.applying(reference.modifiers, to: inner.value ?? "") else {
                        result.status = .unknown
                        result.problem = "its value \(PlistValue.quoted(raw)) uses \(reference.text): \(Self.unsupportedModifierProblem(reference))"
                        return result
                    }
                    value += modified
                }
            }
            if value.utf8.count > InfoPlistLimits.maximumBuildSettingValueLength {
                result.status = .unknown
                result.problem = "its value is longer than \(InfoPlistLimits.maximumBuildSettingValueLength) bytes (InfoPlistLimits.maximumBuildSettingValueLength)"
                return result
            }
        }
        if result.status == .expanded { result.value = value }
        return result
    }

    /// `value` with every modifier applied in order, or `nil` when one is not supported.
    static func applying(_ modifiers: [String], to value: String) -> String? {
        var value = value
        for modifier in modifiers {
            guard let next = BuildSettingReference.apply(modifier, to: value) else { return nil }
            value = next
        }
        return value
    }

    static func unsupportedModifierProblem(_ reference: BuildSettingReference) -> String {
        let unsupported = reference.modifiers.filter { !BuildSettingReference.supportedModifiers.contains($0) }
        return "the modifier\(unsupported.count == 1 ? "" : "s") \(unsupported.map { ":" + $0 }.joined(separator: ", ")) \(unsupported.count == 1 ? "is" : "are") not supported (OpenUIScene supports :rfc1034identifier and :c99extidentifier)"
    }
}
