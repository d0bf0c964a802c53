import Foundation
import SwiftParser
import SwiftSyntax
import SceneToolsCore

/// One Swift file of the app: the tools' parsed file (``ParsedSwiftFile``) and what the doctor
/// gathers from it when it is parsed.
public final class SwiftSourceFile: @unchecked Sendable {
    /// Its path.
    public let path: SourcePath
    /// Its path normalized (`ProjectPaths.normalize`), as app scopes and targets name files:
    /// computed once, not for every scope a file is looked up in.
    let normalizedPath: String
    /// Its bytes, tree and lines.
    let source: ParsedSwiftFile
    /// Its syntax tree.
    var tree: SourceFileSyntax { source.tree }
    /// `// scenectl:disable…` comments by line.
    let suppressions: Suppressions
    /// What the whole-app rules look up.
    let index: FileIndex
    /// The file's declarations, in source order, collected when it is parsed (on every core), so
    /// that each app model built from the file replays them instead of walking the tree again.
    let declarations: [CollectedDeclaration]
    /// The modules its top-level `import`s name (`UIKit`, `XCTest`), read when it is parsed.
    let imports: Set<String>

    /// Reads `source`, parsed by ``ParsedSwiftFile/parse(path:bytes:)`` (which refuses a file too
    /// deep for the walks below).
    public init(path: SourcePath, source: ParsedSwiftFile) {
        self.path = path
        self.normalizedPath = ProjectPaths.normalize(path.display)
        self.source = source
        let tree = source.tree
        self.index = FileIndex(tree)
        self.imports = Set(tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        self.suppressions = Suppressions(tree: tree, text: String(decoding: source.bytes, as: UTF8.self)) { source.line(of: $0) }
        let collector = DeclarationCollector()
        collector.walk(tree)
        self.declarations = collector.found
    }

    /// Parses `text` (in-memory sources: tests, examples, benchmarks).
    public convenience init(path: SourcePath, text: String) {
        self.init(path: path, source: ParsedSwiftFile(path: path.display, bytes: Array(text.utf8)))
    }

    /// The 1-based line and column (UTF-8 bytes, as the compiler counts) of `node`'s first token.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) { source.location(of: node) }

    /// The 1-based column of `node`'s first token in UTF-16 code units (SARIF's default).
    func utf16Column(of node: some SyntaxProtocol) -> Int { source.utf16Column(of: node) }
}

/// A function or initializer of the app, with the type and file it belongs to.
struct FunctionRef {
    /// The declaration (a `FunctionDeclSyntax` or an `InitializerDeclSyntax`).
    var decl: DeclSyntax
    /// The file.
    var file: SwiftSourceFile
    /// The type whose body or extension declares it, or `nil` at the top level.
    var typeName: String?

    /// `name(label:label:)`, as Swift writes a function's full name.
    var signature: String { FunctionRef.signature(of: decl) }
    /// The body.
    var body: CodeBlockSyntax? {
        decl.as(FunctionDeclSyntax.self)?.body ?? decl.as(InitializerDeclSyntax.self)?.body
    }
    /// The parameters.
    var parameters: [FunctionParameterSyntax] {
        let clause = decl.as(FunctionDeclSyntax.self)?.signature.parameterClause ?? decl.as(InitializerDeclSyntax.self)?.signature.parameterClause
        return clause.map { Array($0.parameters) } ?? []
    }
    /// The node to point at in a finding: the function's name.
    var nameNode: Syntax {
        if let function = decl.as(FunctionDeclSyntax.self) { return Syntax(function.name) }
        if let initializer = decl.as(InitializerDeclSyntax.self) { return Syntax(initializer.initKeyword) }
        return Syntax(decl)
    }

    /// The name a parameter has inside the body (`options connectionOptions` → `connectionOptions`).
    static func internalName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    static func signature(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "init(\(labels))"
        }
        return ""
    }

    /// Whether the declaration is the same node as `other`'s.
    func isSame(as other: FunctionRef) -> Bool { decl.id == other.decl.id && file === other.file }
}

/// A class, struct, enum, actor or protocol of the app, with its extensions merged.
struct TypeModel {
    var name: String
    var isClass = false
    /// Every inherited type named in the declaration and its extensions, unqualified.
    var inherited: [String] = []
    var functions: [FunctionRef] = []
    /// Stored and computed properties by name.
    var properties: [String: (decl: VariableDeclSyntax, file: SwiftSourceFile)] = [:]
    /// The declarations' nodes (the type and its extensions) with their files.
    var declarations: [(node: Syntax, file: SwiftSourceFile)] = []
}

/// The app's Swift code as the rules see it: its types, their methods, and which are the app and
/// scene delegates.
public final class AppModel: @unchecked Sendable {
    /// The parsed files.
    public let files: [SwiftSourceFile]
    /// The manifest facts.
    public let manifest: AppManifestFacts
    var types: [String: TypeModel] = [:]
    var topLevelFunctions: [FunctionRef] = []
    /// Every function and initializer by base name (`scene`, `init`, `handle`).
    var functionsByName: [String: [FunctionRef]] = [:]
    /// Names of the app's app-delegate classes.
    private(set) var appDelegates: [String] = []
    /// Names of the app's scene-delegate classes.
    private(set) var sceneDelegates: [String] = []
    /// Every `String` constant of the app by name (`static let editor = "x"`, `case editor = "x"`).
    var stringConstants: [String: String] = [:]
    /// Every call's full name (`name(label:label:)`) in the app, gathered on first use (rules run
    /// one after the other).
    private(set) lazy var calledSignatures: Set<String> = files.reduce(into: Set<String>()) { $0.formUnion($1.index.callSignatures) }

    static let appDelegateProtocols: Set<String> = ["UIApplicationDelegate"]
    static let sceneDelegateProtocols: Set<String> = ["UISceneDelegate", "UIWindowSceneDelegate"]

    /// The app's Objective-C and Objective-C++ classes.
    private(set) var objectiveC = ObjectiveCModel(files: [])

    /// Builds the model of `files` (and `objectiveCFiles`) with `manifest`.
    public init(files: [SwiftSourceFile], objectiveCFiles: [ObjectiveCFile] = [], manifest: AppManifestFacts) {
        // Test code (XCTest, Swift Testing) is no part of the app's life cycle.
        self.files = files.filter { !$0.imports.contains("XCTest") && !$0.imports.contains("Testing") }
        self.manifest = manifest
        for file in self.files { collect(file) }
        classify()
        objectiveC = ObjectiveCModel(files: objectiveCFiles, swiftTypes: types.mapValues(\.inherited))
    }

    /// Whether the app uses the scene-based life cycle: a manifest, a scene delegate, or an app
    /// delegate that answers `configurationForConnecting`.
    var isSceneBased: Bool {
        if manifest.hasSceneManifest { return true }
        if !sceneDelegates.isEmpty || objectiveC.isSceneBased { return true }
        return appDelegates.contains { method(Signatures.configurationForConnecting, in: $0) != nil }
    }

    /// Whether the app still runs on an iOS before 13, where UIKit calls the app delegate's state
    /// and event methods: a deployment target below 13, or a scene delegate marked
    /// `@available(iOS 13…)` (needed only when the app supports earlier systems).
    var supportsIOSBeforeScenes: Bool {
        if manifest.supportsIOSBeforeScenes { return true }
        return sceneDelegates.contains { name in
            types[name]?.declarations.contains { declaration in
                guard let decl = declaration.node.as(ClassDeclSyntax.self) else { return false }
                return decl.attributes.contains { attribute in
                    guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "available" else { return false }
                    return attribute.arguments.map { $0.trimmedText.hasPrefix("iOS 13") } ?? false
                }
            } ?? false
        }
    }

    /// The method with `signature` declared by `typeName` or inherited from a class of the app.
    func method(_ signature: String, in typeName: String) -> FunctionRef? {
        var current: String? = typeName
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted, let type = types[name] {
            if let found = type.functions.first(where: { $0.signature == signature }) { return found }
            current = superclass(of: name)
        }
        return nil
    }

    /// Every method named `signature` in the type and its superclasses of the app.
    func methods(in typeName: String) -> [FunctionRef] {
        var result: [FunctionRef] = []
        var current: String? = typeName
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted, let type = types[name] {
            result += type.functions
            current = superclass(of: name)
        }
        return result
    }

    /// The superclass of a class, when it is a class of the app.
    func superclass(of typeName: String) -> String? {
        guard let type = types[typeName], type.isClass, let first = type.inherited.first,
              let parent = types[first], parent.isClass else { return nil }
        return first
    }

    /// Whether a class of the app subclasses `typeName`.
    func hasSubclasses(_ typeName: String) -> Bool {
        types.values.contains { $0.isClass && $0.inherited.first == typeName && $0.name != typeName }
    }

    /// Whether `typeName` or a superclass of the app names one of `protocols` (or subclasses a
    /// class that does).
    func inherits(_ typeName: String, from protocols: Set<String>) -> Bool {
        var current: String? = typeName
        var seen = Set<String>()
        while let name = current, seen.insert(name).inserted {
            guard let type = types[name] else { return protocols.contains(name) }
            if type.inherited.contains(where: { protocols.contains($0) }) { return true }
            // A subclass of an app type that conforms, or of a protocol of the app refining one.
            for parent in type.inherited where types[parent]?.isClass == false && types[parent].map({ $0.inherited.contains { protocols.contains($0) } }) == true {
                return true
            }
            current = type.isClass ? type.inherited.first : nil
        }
        return false
    }

    /// The type that declares `node`, if any.
    func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) { return Self.lastComponent(decl.extendedType.trimmedText) }
            current = parent.parent
        }
        return nil
    }

    /// The app delegate classes.
    var appDelegateTypes: [String] { appDelegates }
    /// The scene delegate classes.
    var sceneDelegateTypes: [String] { sceneDelegates }

    // MARK: - Collecting

    private func collect(_ file: SwiftSourceFile) {
        // macOS code (AppKit without UIKit) in a multi-platform repository: its NSApplication
        // delegate often has the iOS app delegate's name, and is no part of the iOS life cycle.
        let imports = file.imports
        if (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit") { return }
        for declaration in file.declarations {
            switch declaration {
            case .type(let name, let isClass, let inherited, let node): addType(name: name, isClass: isClass, inherited: inherited, node: node, file: file)
            case .function(let decl, let typeName, let baseName): addFunction(decl, typeName: typeName, baseName: baseName, file: file)
            case .property(let decl, let typeName, let names, let constants): addProperty(decl, typeName: typeName, names: names, constants: constants, file: file)
            case .enumCase(let name, let text, let typeName): addConstant(name: name, text: text, typeName: typeName)
            }
        }
    }

    fileprivate func addType(name: String, isClass: Bool, inherited: [String], node: Syntax, file: SwiftSourceFile) {
        var type = types[name] ?? TypeModel(name: name)
        if isClass { type.isClass = true }
        if isClass || type.inherited.isEmpty {
            type.inherited = inherited + type.inherited
        } else {
            type.inherited += inherited
        }
        type.declarations.append((node, file))
        types[name] = type
    }

    fileprivate func addFunction(_ decl: DeclSyntax, typeName: String?, baseName: String, file: SwiftSourceFile) {
        let reference = FunctionRef(decl: decl, file: file, typeName: typeName)
        if let typeName {
            types[typeName, default: TypeModel(name: typeName)].functions.append(reference)
        } else {
            topLevelFunctions.append(reference)
        }
        functionsByName[baseName, default: []].append(reference)
    }

    fileprivate func addProperty(_ decl: VariableDeclSyntax, typeName: String?, names: [String], constants: [(name: String, text: String)], file: SwiftSourceFile) {
        if let typeName {
            for name in names { types[typeName, default: TypeModel(name: typeName)].properties[name] = (decl, file) }
        }
        for constant in constants { addConstant(name: constant.name, text: constant.text, typeName: typeName) }
    }

    fileprivate func addConstant(name: String, text: String, typeName: String?) {
        stringConstants[name] = text
        if let typeName { stringConstants["\(typeName).\(name)"] = text }
    }

    /// The text of a string literal without interpolation, or `nil`.
    static func staticText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
            text += part.content.text
        }
        return text
    }

    static func lastComponent(_ name: String) -> String {
        var trimmed = name
        if let angle = trimmed.firstIndex(of: "<") { trimmed = String(trimmed[..<angle]) }
        guard let dot = trimmed.lastIndex(of: ".") else { return trimmed }
        return String(trimmed[trimmed.index(after: dot)...])
    }

    private func classify() {
        let manifestDelegates = Set(manifest.configurations.compactMap(\.delegateClass))
        for (name, type) in types where type.isClass {
            if inherits(name, from: Self.appDelegateProtocols.union(LaunchFrameworks.appDelegateBases)) { appDelegates.append(name) }
            if inherits(name, from: Self.sceneDelegateProtocols) || manifestDelegates.contains(name) { sceneDelegates.append(name) }
        }
        appDelegates.sort()
        sceneDelegates.sort()
    }
}

/// One declaration of a file, as the app model takes it.
/// Names and constant values are read here, on the core that parses the file, so that building
/// the app model from the declarations makes no syntax node.
enum CollectedDeclaration {
    case type(name: String, isClass: Bool, inherited: [String], node: Syntax)
    /// `baseName` is the function's name, `init` for an initializer.
    case function(DeclSyntax, typeName: String?, baseName: String)
    /// The names its bindings declare, with the text of those initialized with a plain string literal.
    case property(VariableDeclSyntax, typeName: String?, names: [String], constants: [(name: String, text: String)])
    /// An enum case with a plain string raw value.
    case enumCase(name: String, text: String, typeName: String?)
}

/// Walks one file and records its types, functions, properties and enum cases, each with the
/// type whose body or extension declares it.
private final class DeclarationCollector: SyntaxVisitor {
    var found: [CollectedDeclaration] = []
    var typeStack: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { AppModel.lastComponent($0.type.trimmedText) } ?? []
    }

    private func enter(_ name: String, isClass: Bool, clause: InheritanceClauseSyntax?, node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        found.append(.type(name: name, isClass: isClass, inherited: inherited(clause), node: Syntax(node)))
        typeStack.append(name)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isClass: true, clause: node.inheritanceClause, node: node) }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isClass: false, clause: node.inheritanceClause, node: node) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isClass: false, clause: node.inheritanceClause, node: node) }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isClass: false, clause: node.inheritanceClause, node: node) }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isClass: false, clause: node.inheritanceClause, node: node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(AppModel.lastComponent(node.extendedType.trimmedText), isClass: false, clause: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(.function(DeclSyntax(node), typeName: typeStack.last, baseName: node.name.text))
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(.function(DeclSyntax(node), typeName: typeStack.last, baseName: "init"))
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        var names: [String] = []
        var constants: [(name: String, text: String)] = []
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            names.append(name)
            if let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), let text = AppModel.staticText(literal) {
                constants.append((name, text))
            }
        }
        found.append(.property(node, typeName: typeStack.last, names: names, constants: constants))
        return .skipChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if let literal = node.rawValue?.value.as(StringLiteralExprSyntax.self), let text = AppModel.staticText(literal) {
            found.append(.enumCase(name: node.name.text, text: text, typeName: typeStack.last))
        }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
