import Foundation
import SceneToolsCore
import UIKitVocabulary
import SwiftSyntax

/// Where the app delegate's code is: its class, its extensions (in any file), and the methods the
/// migration moves or routes.
struct AppDelegateModel {
    /// A declaration and the file it is in (an index into the app's Swift files).
    struct Located<Node: SyntaxProtocol> {
        var file: Int
        var node: Node
    }

    enum Entry: String, CaseIterable {
        case didFinishLaunching, openURL, continueActivity, performAction
        case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground

        /// The state callbacks: (UIKit app-level name, scene callback, UIApplication notification, new name when kept app-wide).
        var stateCallback: (app: String, scene: String, notification: String, kept: String)? {
            let callback: UIKitVocabulary.StateCallback
            switch self {
            case .didBecomeActive: callback = UIKitVocabulary.didBecomeActive
            case .willResignActive: callback = UIKitVocabulary.willResignActive
            case .didEnterBackground: callback = UIKitVocabulary.didEnterBackground
            case .willEnterForeground: callback = UIKitVocabulary.willEnterForeground
            default: return nil
            }
            return (callback.appDelegate, callback.scene, callback.notification, callback.keptName)
        }

        static let stateCallbacks: [Entry] = [.willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground]

        /// The shared function a routed entry point becomes: the same parameters, a new base name.
        var sharedName: String? {
            switch self {
            case .openURL: UIKitVocabulary.openURL.sharedName
            case .continueActivity: UIKitVocabulary.continueActivity.sharedName
            case .performAction: UIKitVocabulary.performAction.sharedName
            default: nil
            }
        }
    }

    var className: String
    /// The class declaration and every extension of it.
    var declarations: [Located<DeclSyntax>] = []
    var methods: [Entry: Located<FunctionDeclSyntax>] = [:]
    /// `var window: UIWindow?` (or `!`), in the class.
    var windowProperty: Located<VariableDeclSyntax>?
    /// Every member's name (functions and properties), across the class and its extensions.
    var memberNames: Set<String> = []
    /// The file that declares the class.
    var classFile: Int = 0
    /// The types named in the inheritance clauses of the class and its extensions.
    var inheritedTypes: Set<String> = []
    /// The class's superclass when it is a framework's app delegate (`ExpoAppDelegate`,
    /// `RCTAppDelegate`, `FlutterAppDelegate`): such a class is the app delegate too.
    var superclass: String?

    /// Finds the app delegate among `files`: a class conforming to `UIApplicationDelegate` (in its
    /// declaration or an extension).
    static func find(in files: [SwiftFile]) -> AppDelegateModel? {
        // Every class that conforms, in file order; the one marked @main / @UIApplicationMain wins,
        // then one outside examples and tests.
        var candidates: [(name: String, path: String, isMain: Bool)] = []
        for file in files {
            for decl in topLevelDecls(file) {
                if let type = decl.as(ClassDeclSyntax.self), conforms(type.inheritanceClause, to: "UIApplicationDelegate") || frameworkBase(type) != nil {
                    let isMain = type.attributes.contains { ["main", "UIApplicationMain"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }
                    candidates.append((type.name.text, file.path, isMain))
                } else if let ext = decl.as(ExtensionDeclSyntax.self), conforms(ext.inheritanceClause, to: "UIApplicationDelegate") {
                    candidates.append((ext.extendedType.trimmedDescription, file.path, false))
                }
            }
        }
        func isAside(_ path: String) -> Bool { AsideCode.contains(path) }
        let chosen = candidates.first { $0.isMain && !isAside($0.path) } ?? candidates.first { $0.isMain }
            ?? candidates.first { !isAside($0.path) } ?? candidates.first
        let name = chosen?.name
        // Files that declare another class of the same name (an example app's) are not this one's.
        let otherFiles = Set(files.filter { file in
            file.path != chosen?.path && topLevelDecls(file).contains { $0.as(ClassDeclSyntax.self)?.name.text == name }
        }.map(\.path))
        guard let name else { return nil }
        var model = AppDelegateModel(className: name)
        for (index, file) in files.enumerated() where !otherFiles.contains(file.path) {
            for decl in topLevelDecls(file) {
                var members: MemberBlockItemListSyntax?
                if let type = decl.as(ClassDeclSyntax.self), type.name.text == name {
                    members = type.memberBlock.members
                    model.classFile = index
                    model.superclass = frameworkBase(type)
                } else if let ext = decl.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == name {
                    members = ext.memberBlock.members
                }
                guard let members else { continue }
                let clause = decl.as(ClassDeclSyntax.self)?.inheritanceClause ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
                model.inheritedTypes.formUnion(clause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
                model.declarations.append(Located(file: index, node: decl))
                for member in members {
                    model.index(member.decl, file: index)
                }
            }
        }
        return model
    }

    /// The file's top-level declarations, also those inside top-level `#if` blocks (an app delegate
    /// in `#if os(iOS)` or `#if canImport(UIKit)` is the app's), in source order.
    static func topLevelDecls(_ file: SwiftFile) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard let decl = item.item.as(DeclSyntax.self) else { continue }
                if let block = decl.as(IfConfigDeclSyntax.self) {
                    for clause in block.clauses {
                        if case .statements(let inner)? = clause.elements { collect(inner) }
                    }
                } else {
                    result.append(decl)
                }
            }
        }
        collect(file.tree.statements)
        return result
    }

    /// The class's first inherited type when it is a framework's app-delegate class.
    static func frameworkBase(_ type: ClassDeclSyntax) -> String? {
        guard let first = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        return LaunchFrameworks.appDelegateBases.contains(first) ? first : nil
    }

    static func conforms(_ clause: InheritanceClauseSyntax?, to name: String) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == name || $0.type.trimmedDescription == "UIKit.\(name)" } ?? false
    }

    /// The first class that conforms to `UIWindowSceneDelegate` or `UISceneDelegate`, by file order.
    static func sceneDelegateName(in files: [SwiftFile]) -> String? {
        for file in files {
            for decl in topLevelDecls(file) {
                if let type = decl.as(ClassDeclSyntax.self), conforms(type.inheritanceClause, to: "UIWindowSceneDelegate") || conforms(type.inheritanceClause, to: "UISceneDelegate") {
                    return type.name.text
                }
                if let ext = decl.as(ExtensionDeclSyntax.self), conforms(ext.inheritanceClause, to: "UIWindowSceneDelegate") || conforms(ext.inheritanceClause, to: "UISceneDelegate") {
                    return ext.extendedType.trimmedDescription
                }
            }
        }
        return nil
    }

    /// `@main struct X: App` (SwiftUI's life cycle, scene-based by itself): its name.
    static func swiftUIAppName(in files: [SwiftFile]) -> String? {
        for file in files {
            for decl in topLevelDecls(file) {
                guard let type = decl.as(StructDeclSyntax.self),
                      type.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }),
                      conforms(type.inheritanceClause, to: "App") || type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "SwiftUI.App" }) == true
                else { continue }
                return type.name.text
            }
        }
        return nil
    }

    /// Whether a class of `files` implements `application(_:configurationForConnecting:options:)`.
    static func implementsConfigurationForConnecting(in files: [SwiftFile]) -> Bool {
        files.contains { file in
            file.tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "configurationForConnecting", let parameter = token.parent?.as(FunctionParameterSyntax.self) else { return false }
                return parameter.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self)?.name.text == "application"
            }
        }
    }

    /// Whether a type named `name` is declared in `files` (a class, struct, enum, protocol, actor
    /// or typealias).
    static func declaresType(_ name: String, in files: [SwiftFile]) -> Bool {
        files.contains { file in
            file.tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == name, let parent = token.parent else { return false }
                return parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                    || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self) || parent.is(TypeAliasDeclSyntax.self)
            }
        }
    }

    /// True when any file declares a scene delegate (the app already uses scenes).
    static func hasSceneDelegate(in files: [SwiftFile]) -> Bool {
        sceneDelegateName(in: files) != nil
    }

    private mutating func index(_ decl: DeclSyntax, file: Int) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // Members inside #if: their names count; methods inside are left where they are.
            for clause in ifConfig.clauses {
                if case .decls(let members) = clause.elements {
                    for member in members {
                        if let function = member.decl.as(FunctionDeclSyntax.self) { memberNames.insert(function.name.text) }
                        if let variable = member.decl.as(VariableDeclSyntax.self) { memberNames.formUnion(Self.names(variable)) }
                    }
                }
            }
            return
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            let names = Self.names(variable)
            memberNames.formUnion(names)
            if names == ["window"], variable.bindings.count == 1,
               let type = variable.bindings.first?.typeAnnotation?.type.trimmedDescription,
               ["UIWindow?", "UIWindow!", "Optional<UIWindow>"].contains(type.replacingOccurrences(of: " ", with: "")),
               variable.bindings.first?.accessorBlock == nil {
                windowProperty = Located(file: file, node: variable)
            }
            return
        }
        guard let function = decl.as(FunctionDeclSyntax.self) else {
            if let nested = decl.as(ClassDeclSyntax.self) { memberNames.insert(nested.name.text) }
            if let nested = decl.as(StructDeclSyntax.self) { memberNames.insert(nested.name.text) }
            if let nested = decl.as(EnumDeclSyntax.self) { memberNames.insert(nested.name.text) }
            return
        }
        memberNames.insert(function.name.text)
        guard let entry = Self.entry(of: function) else { return }
        if methods[entry] == nil { methods[entry] = Located(file: file, node: function) }
    }

    static func names(_ variable: VariableDeclSyntax) -> [String] {
        variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// Which UIApplicationDelegate method `function` is, by its name and argument labels.
    static func entry(of function: FunctionDeclSyntax) -> Entry? {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        switch (function.name.text, labels) {
        case ("application", ["_", "didFinishLaunchingWithOptions"]): return .didFinishLaunching
        case ("application", ["_", "open", "options"]): return .openURL
        case ("application", ["_", "continue", "restorationHandler"]): return .continueActivity
        case ("application", ["_", "performActionFor", "completionHandler"]): return .performAction
        case ("applicationDidBecomeActive", ["_"]): return .didBecomeActive
        case ("applicationWillResignActive", ["_"]): return .willResignActive
        case ("applicationDidEnterBackground", ["_"]): return .didEnterBackground
        case ("applicationWillEnterForeground", ["_"]): return .willEnterForeground
        default: return nil
        }
    }
}

extension FunctionParameterSyntax {
    /// The name the body uses for the parameter.
    var localName: String { (secondName ?? firstName).text }
}
