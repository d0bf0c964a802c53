import SceneToolsCore
import UIKitVocabulary

/// An Objective-C or Objective-C++ file of the app (`.m`, `.mm`, `.h`), read once.
public final class ObjectiveCFile: @unchecked Sendable {
    public let path: String
    /// Its path normalized (`ProjectPaths.normalize`), computed once.
    let normalizedPath: String
    let source: ObjectiveCSource
    let suppressions: Suppressions

    public init(path: String, text: String) {
        self.path = path
        self.normalizedPath = ProjectPaths.normalize(path)
        let source = ObjectiveCSource(text: text, isObjectiveCPlusPlus: ObjectiveCSource.isObjectiveCPlusPlus(path: path))
        self.source = source
        suppressions = Suppressions(lineComments: source.lineComments.map { (source.text($0), $0.lowerBound) }, line: source.line(of:))
    }

    /// The 1-based line and column (UTF-8) of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        (source.line(of: offset), offset - source.lineStart(of: offset) + 1)
    }
}

/// A method of an Objective-C class, with its file.
struct ObjectiveCMethodRef {
    var file: ObjectiveCFile
    var className: String
    var method: ObjectiveCSource.Method

    /// The selector's first keyword, where a finding points.
    var nameOffset: Int {
        var index = method.range.lowerBound + 1
        let bytes = file.source.bytes
        // After `-`/`+` and the return type's parentheses.
        var depth = 0
        while index < method.body.lowerBound {
            let byte = bytes[index]
            if byte == 0x28 { depth += 1 } else if byte == 0x29 { depth -= 1 } else if depth == 0, byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return index }
            index += 1
        }
        return method.range.lowerBound
    }

    /// The selectors the body sends, but those that only read (`sharedApplication`, `alloc`…).
    var effectSelectors: Set<String> {
        Set(method.sends.map(\.selector).filter { !ObjectiveCModel.lookupSelectors.contains($0) })
    }

    /// Whether the body does anything: a statement other than `return YES;`/`return NO;` and
    /// `[super …]` of the same selector.
    var hasRealWork: Bool {
        method.statements.contains { statement in
            let text = file.source.text(statement.range).filter { !$0.isWhitespace }
            if ["returnYES;", "returnNO;", "returntrue;", "returnfalse;", "return;"].contains(text) { return false }
            if text.hasPrefix("return[super") || text.hasPrefix("[super") { return false }
            return true
        }
    }
}

/// The app's Objective-C classes as the rules see them: which are its app and scene delegates,
/// their methods by selector, and every selector sent.
struct ObjectiveCModel {
    let files: [ObjectiveCFile]
    /// Each class's superclass and protocols, over its interfaces, categories and extensions.
    private(set) var classes: [String: (superclass: String?, protocols: Set<String>)] = [:]
    private(set) var appDelegates: [String] = []
    private(set) var sceneDelegates: [String] = []
    /// Every selector any file sends.
    private(set) var sentSelectors: Set<String> = []

    /// Whether a path names an Objective-C or Objective-C++ file or header.
    static func isObjectiveCPath(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") }

    /// Selectors that look things up and do no work of their own.
    static let lookupSelectors: Set<String> = ["sharedApplication", "delegate", "alloc", "init", "new", "class", "shared", "sharedInstance", "defaultCenter", "mainScreen", "bounds", "URL", "copy"]

    init(files: [ObjectiveCFile], swiftTypes: [String: [String]] = [:]) {
        self.files = files
        for file in files {
            for interface in file.source.interfaces {
                var entry = classes[interface.name] ?? (nil, [])
                if let superclass = interface.superclass { entry.superclass = superclass }
                entry.protocols.formUnion(interface.protocols)
                classes[interface.name] = entry
            }
            for implementation in file.source.implementations {
                for method in implementation.methods { sentSelectors.formUnion(method.sends.map(\.selector)) }
            }
        }
        func reaches(_ name: String, protocols: Set<String>, bases: Set<String>) -> Bool {
            var current: String? = name
            var seen = Set<String>()
            while let type = current, seen.insert(type).inserted {
                if bases.contains(type) && type != name { return true }
                guard let entry = classes[type] else { return swiftTypes[type].map { !protocols.isDisjoint(with: $0) || !bases.isDisjoint(with: $0) } ?? false }
                if !protocols.isDisjoint(with: entry.protocols) { return true }
                current = entry.superclass
            }
            return false
        }
        let frameworkBases = Set(LaunchFrameworks.appDelegateBases)
        let implemented = Set(files.flatMap { $0.source.implementations.map(\.name) })
        for name in classes.keys.sorted() where implemented.contains(name) {
            if reaches(name, protocols: ["UIApplicationDelegate"], bases: frameworkBases) { appDelegates.append(name) }
            if reaches(name, protocols: ["UISceneDelegate", "UIWindowSceneDelegate"], bases: Set(LaunchFrameworks.sceneDelegates)) { sceneDelegates.append(name) }
        }
        // A class whose header is not among the files read (the `.m` given alone): the delegate
        // method only UIKit calls names what it is.
        for implementation in files.flatMap(\.source.implementations) where classes[implementation.name]?.superclass == nil && classes[implementation.name]?.protocols.isEmpty != false {
            let selectors = Set(implementation.methods.map(\.selector))
            if selectors.contains(UIKitVocabulary.Selectors.didFinishLaunching) || selectors.contains(UIKitVocabulary.Selectors.willFinishLaunching), !appDelegates.contains(implementation.name) {
                appDelegates.append(implementation.name)
            }
            if selectors.contains(UIKitVocabulary.Selectors.willConnect), !sceneDelegates.contains(implementation.name) { sceneDelegates.append(implementation.name) }
        }
    }

    /// The methods of `classes` with `selector`, in file order.
    func methods(_ selector: String, in classNames: [String]) -> [ObjectiveCMethodRef] {
        files.flatMap { file in
            file.source.implementations.filter { classNames.contains($0.name) }.flatMap { implementation in
                implementation.methods.filter { $0.selector == selector && !$0.isClassMethod }.map { ObjectiveCMethodRef(file: file, className: implementation.name, method: $0) }
            }
        }
    }

    func appDelegateMethods(_ selector: String) -> [ObjectiveCMethodRef] { methods(selector, in: appDelegates) }

    /// Every method of `className`'s implementations (categories included), in file order.
    func methods(in className: String) -> [ObjectiveCMethodRef] {
        files.flatMap { file in
            file.source.implementations.filter { $0.name == className }.flatMap { implementation in
                implementation.methods.map { ObjectiveCMethodRef(file: file, className: implementation.name, method: $0) }
            }
        }
    }

    /// Whether `name`'s superclasses, as the files read declare them, reach `base`.
    func inherits(_ name: String, from base: String) -> Bool {
        var current = classes[name]?.superclass
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted {
            if type == base { return true }
            current = classes[type]?.superclass
        }
        return false
    }
    func sceneDelegateMethods(_ selector: String) -> [ObjectiveCMethodRef] { methods(selector, in: sceneDelegates) }

    /// Whether a scene delegate sets the app delegate's window (`appDelegate.window = …;`, not its
    /// own `self.window`), or the app delegate sets its own in a method: its window is not nil.
    var setsAppDelegateWindow: Bool {
        let owners = [(sceneDelegates, false), (appDelegates, true)]
        return owners.contains { names, own in
            files.contains { file in
                let source = file.source
                return source.implementations.filter { names.contains($0.name) }.flatMap(\.methods).contains { method in
                    let words = source.codeTokens.filter { method.body.contains($0.range.lowerBound) }.map { source.text(of: $0) }
                    return words.indices.contains { index in
                        guard index >= 1, index + 2 < words.count, words[index] == ".", words[index + 1] == "window", words[index + 2] == "=",
                              index + 3 >= words.count || words[index + 3] != "=" else { return false }
                        return (words[index - 1] == "self") == own
                    } || (own && words.indices.contains { words[$0] == "_window" && $0 + 1 < words.count && words[$0 + 1] == "=" })
                }
            }
        }
    }

    /// A scene delegate, or an app delegate that answers `configurationForConnecting`.
    var isSceneBased: Bool {
        !sceneDelegates.isEmpty || !appDelegateMethods(UIKitVocabulary.Selectors.configurationForConnecting).isEmpty
    }
}
