import SwiftSyntax

/// The full names of the UIKit methods the rules look at.
enum Signatures {
    static let willConnect = "scene(_:willConnectTo:options:)"
    static let openURLContexts = "scene(_:openURLContexts:)"
    static let continueActivity = "scene(_:continue:)"
    static let performAction = "windowScene(_:performActionFor:completionHandler:)"
    static let performActionAsync = "windowScene(_:performActionFor:)"
    static let stateRestorationActivity = "stateRestorationActivity(for:)"
    static let didDiscardSceneSessions = "application(_:didDiscardSceneSessions:)"
    static let configurationForConnecting = "application(_:configurationForConnecting:options:)"
    static let sceneDidDisconnect = "sceneDidDisconnect(_:)"
}

extension AppModel {
    /// The methods declared in `typeName` itself (its body and extensions) with `signature`.
    func ownMethods(_ signature: String, in typeName: String) -> [FunctionRef] {
        types[typeName]?.functions.filter { $0.signature == signature } ?? []
    }

    /// The scene delegates' own methods with `signature`.
    func sceneDelegateMethods(_ signature: String) -> [FunctionRef] {
        sceneDelegateTypes.flatMap { ownMethods(signature, in: $0) }
    }

    /// The app delegates' own methods with `signature`.
    func appDelegateMethods(_ signature: String) -> [FunctionRef] {
        appDelegateTypes.flatMap { ownMethods(signature, in: $0) }
    }

    /// Whether the app's code calls a method with this full name anywhere (a scene delegate that
    /// forwards to the app delegate's `applicationDidBecomeActive(_:)`, say).
    func isCalled(_ signature: String) -> Bool {
        calledSignatures.contains(signature)
    }

    /// Whether any file has the identifier `text`, one of ``FileIndex/vocabulary`` (the only
    /// identifiers a file's index records).
    func anyFileMentions(_ text: String) -> Bool {
        assert(FileIndex.vocabulary.contains(text), "\(text) is not in FileIndex.vocabulary: add it there")
        return files.contains { $0.index.identifiers.contains(text) }
    }

    /// The base names of the functions a body calls.
    static func calleeNames(in body: CodeBlockSyntax?) -> Set<String> {
        guard let body else { return [] }
        return Set(NodeCollector<FunctionCallExprSyntax>.all(in: body).compactMap(BodyFacts.calleeName))
    }

    /// The calls that do the body's work: those in an `if`/`guard`/`while` condition only look
    /// something up (`guard let root = SceneHelper.rootViewController() else { return }`).
    static func effectCalleeNames(in body: CodeBlockSyntax?) -> Set<String> {
        guard let body else { return [] }
        return Set(NodeCollector<FunctionCallExprSyntax>.all(in: body).filter { call in
            var node = call.parent
            while let current = node, !current.is(CodeBlockSyntax.self) {
                if current.is(ConditionElementSyntax.self) { return false }
                node = current.parent
            }
            return true
        }.compactMap(BodyFacts.calleeName))
    }

    /// The `options` parameter's name in a `scene(_:willConnectTo:options:)`.
    static func optionsParameter(of willConnect: FunctionRef) -> String? {
        let parameters = willConnect.parameters
        guard parameters.count == 3 else { return nil }
        return FunctionRef.internalName(parameters[2])
    }
}
