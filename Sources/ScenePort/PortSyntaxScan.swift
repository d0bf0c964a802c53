import Foundation
import SceneToolsCore
import SwiftSyntax

/// What `scenectl port` finds in one Swift file, read from its syntax tree (swift-syntax): rules
/// match declarations, attributes, calls and references, never text inside a string literal, a
/// regular-expression literal or a comment, and never an identifier that merely contains a rule's
/// word; a construct split across lines is one node, reported on the line where it starts.
///
/// Code in an `#if` clause that is false on Linux (`canImport` of a module that does not exist
/// here, `os(iOS)`, `targetEnvironment(macCatalyst)`…) is not compiled here, so it is not reported:
/// that is where the fixes put the code that cannot be ported.
struct PortSyntaxScan: Sendable {
    /// A rule or import found on a 1-based line.
    struct Hit: Sendable, Equatable {
        var line: Int
        /// A rule's code, or "import" for `import` declarations.
        var code: String
        /// The module, for imports.
        var module: String?
        /// The name found, for `networking-import`.
        var name: String? = nil
    }

    var hits: [Hit] = []
    /// The classes declared (in any `#if` clause), with the types they inherit from, unqualified.
    var classes: [String: [String]] = [:]
    /// The line of each class's `class` keyword.
    var classLines: [String: Int] = [:]
    /// Types given a scene-delegate protocol by an extension.
    var sceneDelegateExtensions: Set<String> = []
    /// Whether the file has `@main`, `@UIApplicationMain` or a call to `UIApplicationMain`.
    var hasEntryPoint = false

    init(file: ParsedSwiftFile) {
        let visitor = PortSyntaxVisitor(file: file)
        visitor.walk(file.tree)
        hits = visitor.hits
        classes = visitor.classes
        classLines = visitor.classLines
        sceneDelegateExtensions = visitor.sceneDelegateExtensions
        hasEntryPoint = visitor.hasEntryPoint
    }

    /// Parses and scans `sources` on every core; the results in the same order, a file too deep
    /// to analyse (``ParsedSwiftFile/parse(path:bytes:)``) refused with the reason.
    static func scanAll(_ sources: [(file: String, text: String)]) -> [Result<PortSyntaxScan, ParsedSwiftFile.Refusal>] {
        final class Results: @unchecked Sendable {
            var scans: [Result<PortSyntaxScan, ParsedSwiftFile.Refusal>?]
            let lock = NSLock()
            init(count: Int) { scans = Array(repeating: nil, count: count) }
        }
        let results = Results(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let scan = Result { () throws(ParsedSwiftFile.Refusal) in
                PortSyntaxScan(file: try ParsedSwiftFile.parse(path: sources[index].file, bytes: Array(sources[index].text.utf8)))
            }
            results.lock.lock()
            results.scans[index] = scan
            results.lock.unlock()
        }
        return results.scans.map { $0! }
    }
}

/// The syntax shape a rule looks for (see `PortRules.rules`).
enum PortPattern: Sendable {
    /// A freestanding `#name(…)` expression (`#selector`).
    case macro(String)
    /// An attribute `@name`.
    case attribute(String)
    /// A call of a function or initializer with one of these base names (`f(…)`, `x.f(…)`,
    /// `T.init(…)`), whose first argument has this shape.
    case call(Set<String>, first: ArgumentShape = .any)
    /// A call `base.name(…)` (`UIView.animate(…)`).
    case memberCall(base: String, names: Set<String>)
    /// A type or value named exactly so (`UIHostingController`, `x.userInterfaceIdiom`), not a
    /// declaration of the app's own with that name.
    case reference(Set<String>)
    /// A member reference `.name` (`options.cloudKitShareMetadata`, `\.cloudKitShareMetadata`).
    case member(String)
    /// `@main struct X: App` (SwiftUI's app life cycle).
    case swiftUIApp
    /// A class deriving from `NSObject` that declares a scene-delegate protocol (in its
    /// declaration; an extension's conformance is matched across files by `PortReport`).
    case nsObjectSceneDelegate
    /// A type of `PortRules.networkingTypes` (`PortReport` keeps one a file, if it does not
    /// import FoundationNetworking).
    case foundationNetworking

    enum ArgumentShape: Sendable {
        case any
        /// The first argument has this label.
        case label(String)
        /// The first argument is a key path literal (`\.value`).
        case keyPath
        /// The first argument is this bare name (`macCatalyst`).
        case name(String)
    }
}

/// Walks one file's tree and records the hits of `PortRules.rules` and the imports.
private final class PortSyntaxVisitor: SyntaxVisitor {
    let file: ParsedSwiftFile
    var hits: [PortSyntaxScan.Hit] = []
    var classes: [String: [String]] = [:]
    var classLines: [String: Int] = [:]
    var sceneDelegateExtensions: Set<String> = []
    var hasEntryPoint = false
    /// `#if` clauses not compiled here.
    private var inactiveClauses: Set<SyntaxIdentifier> = []
    /// Nesting depth inside inactive clauses: declarations are still collected there.
    private var inactiveDepth = 0

    static let sceneDelegateProtocols: Set<String> = ["UISceneDelegate", "UIWindowSceneDelegate"]

    init(file: ParsedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private var active: Bool { inactiveDepth == 0 }

    private func line(_ node: some SyntaxProtocol) -> Int {
        file.line(node)
    }

    private func hit(_ code: String, at node: some SyntaxProtocol) {
        guard active else { return }
        hits.append(.init(line: line(node), code: code))
    }

    private func rules(where matches: (PortPattern) -> Bool, at node: some SyntaxProtocol) {
        for rule in PortRules.rules where matches(rule.pattern) { hit(rule.code, at: node) }
    }

    // MARK: #if

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlierTrue = false
        for clause in node.clauses {
            let truth = clause.condition.map(LinuxCondition.evaluate) ?? .yes
            if earlierTrue || truth == .no {
                inactiveClauses.insert(clause.id)
            } else if truth == .yes {
                earlierTrue = true
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // The condition is code too (`#if targetEnvironment(macCatalyst)` is a note).
        if let condition = node.condition { walk(condition) }
        if let elements = node.elements {
            let inactive = inactiveClauses.contains(node.id)
            if inactive { inactiveDepth += 1 }
            walk(elements)
            if inactive { inactiveDepth -= 1 }
        }
        return .skipChildren
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if active, let module = node.path.first?.name.text {
            hits.append(.init(line: line(node), code: "import", module: module))
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if active, name == "main" || name == "UIApplicationMain" { hasEntryPoint = true }
        rules(where: { if case .attribute(name) = $0 { true } else { false } }, at: node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let inherited = Self.inheritedNames(node.inheritanceClause)
        classes[name] = inherited
        classLines[name] = line(node.classKeyword)
        if inherited.first == "NSObject", inherited.contains(where: Self.sceneDelegateProtocols.contains) {
            rules(where: { if case .nsObjectSceneDelegate = $0 { true } else { false } }, at: node.classKeyword)
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if active, Self.inheritedNames(node.inheritanceClause).contains(where: Self.sceneDelegateProtocols.contains) {
            sceneDelegateExtensions.insert(Self.lastComponent(node.extendedType))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMain = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
        if isMain, Self.inheritedNames(node.inheritanceClause).contains("App"),
           let attribute = node.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) {
            rules(where: { if case .swiftUIApp = $0 { true } else { false } }, at: attribute)
        }
        return .visitChildren
    }

    // MARK: Expressions and types

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        rules(where: { if case .macro(name) = $0 { true } else { false } }, at: node)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (name, nameNode) = Self.calleeName(node.calledExpression) else { return .visitChildren }
        if active, name == "UIApplicationMain" { hasEntryPoint = true }
        let first = node.arguments.first
        rules(where: { pattern in
            guard case .call(let names, let shape) = pattern, names.contains(name) else { return false }
            switch shape {
            case .any: return true
            case .label(let label): return first?.label?.text == label
            case .keyPath: return first?.expression.is(KeyPathExprSyntax.self) == true
            case .name(let expected): return first?.label == nil && first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == expected
            }
        }, at: nameNode)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let method = member.declName.baseName.text
            rules(where: { if case .memberCall(base.baseName.text, let names) = $0 { names.contains(method) } else { false } }, at: base)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        reference(node.baseName)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        reference(node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        reference(node.name)
        return .visitChildren
    }

    private func reference(_ token: TokenSyntax) {
        let name = token.text
        rules(where: { if case .reference(let names) = $0 { names.contains(name) } else { false } }, at: token)
        if active, PortRules.networkingTypes.contains(name) {
            hits.append(.init(line: line(token), code: "networking-import", name: name))
        }
        if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period {
            rules(where: { if case .member(name) = $0 { true } else { false } }, at: token)
        }
    }

    // MARK: Helpers

    /// The base name a call calls (`f`, `x.f`, `T.init` → `T`), with the node to report.
    static func calleeName(_ callee: ExprSyntax) -> (String, Syntax)? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, Syntax(reference))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                return calleeName(base)
            }
            return (member.declName.baseName.text, Syntax(member.declName))
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return calleeName(specialized.expression)
        }
        return nil
    }

    /// The unqualified names of an inheritance clause (`SwiftUI.App` → `App`).
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { lastComponent($0.type) } ?? []
    }

    static func lastComponent(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }
}

/// Whether an `#if` condition holds when the app is built here, on Linux with OpenUIScene.
enum LinuxCondition {
    enum Truth: Equatable { case yes, no, unknown }

    static let otherSystems: Set<String> = ["iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"]

    static func evaluate(_ condition: ExprSyntax) -> Truth {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .yes : .no
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch evaluate(prefix.expression) {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(op.operator.text, [evaluate(infix.leftOperand), evaluate(infix.rightOperand)])
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // Unfolded `a && b || c`: one kind of operator only, else unknown.
            let elements = Array(sequence.elements)
            let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text })
            guard operators.count == 1, let op = operators.first else { return .unknown }
            return combine(op, stride(from: 0, to: elements.count, by: 2).map { evaluate(elements[$0]) })
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
           call.arguments.count == 1, let argument = call.arguments.first {
            let value = argument.expression.trimmedDescription
            switch function.baseName.text {
            case "canImport":
                let module = String(value.prefix { $0 != "." })
                if PortRules.providedModules.contains(module) { return .yes }
                if PortRules.missingModules[module] != nil || PortRules.appleOnlyModules.contains(module) { return .no }
                return .unknown
            case "os":
                return value == "Linux" ? .yes : otherSystems.contains(value) ? .no : .unknown
            case "targetEnvironment":
                return value == "macCatalyst" || value == "simulator" ? .no : .unknown
            default:
                return .unknown
            }
        }
        return .unknown
    }

    private static func combine(_ op: String, _ values: [Truth]) -> Truth {
        switch op {
        case "&&": return values.contains(.no) ? .no : values.allSatisfy { $0 == .yes } ? .yes : .unknown
        case "||": return values.contains(.yes) ? .yes : values.allSatisfy { $0 == .no } ? .no : .unknown
        default: return .unknown
        }
    }
}
