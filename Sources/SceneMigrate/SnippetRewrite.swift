import Foundation
import SwiftSyntax

/// The launch options that have a scene counterpart.
enum LaunchKey: String, CaseIterable {
    case url, userActivityDictionary, shortcutItem, remoteNotification

    init?(keyExpression text: String) {
        let compact = text.replacingOccurrences(of: " ", with: "")
        for key in LaunchKey.allCases {
            for prefix in ["", "UIApplication.LaunchOptionsKey", "UIApplicationLaunchOptionsKey", "UIKit.UIApplication.LaunchOptionsKey"]
            where compact == prefix + "." + key.rawValue {
                self = key
                return
            }
        }
        return nil
    }

    /// The connection options' expression of the same value, typed as the launch option was
    /// (`Any?`), so that whatever the code did with it still compiles and means the same.
    var anyExpression: String {
        switch self {
        case .url: "(connectionOptions.urlContexts.first?.url as Any?)"
        case .userActivityDictionary:
            #"(connectionOptions.userActivities.first.map({ ["UIApplicationLaunchOptionsUserActivityKey": $0, "UIApplicationLaunchOptionsUserActivityTypeKey": $0.activityType] as [AnyHashable: Any] }) as Any?)"#
        case .shortcutItem: "(connectionOptions.shortcutItem as Any?)"
        case .remoteNotification: "(connectionOptions.notificationResponse?.notification.request.content.userInfo as Any?)"
        }
    }

    /// The expression when the code casts the option to its usual type (`as? URL`): the cast goes.
    func typedExpression(castTo type: String) -> String? {
        let compact = type.replacingOccurrences(of: " ", with: "")
        switch (self, compact) {
        case (.url, "URL"), (.url, "Foundation.URL"): return "connectionOptions.urlContexts.first?.url"
        case (.shortcutItem, "UIApplicationShortcutItem"): return "connectionOptions.shortcutItem"
        case (.remoteNotification, "[AnyHashable:Any]"): return "connectionOptions.notificationResponse?.notification.request.content.userInfo"
        case (.userActivityDictionary, "[AnyHashable:Any]"):
            return #"connectionOptions.userActivities.first.map({ ["UIApplicationLaunchOptionsUserActivityKey": $0, "UIApplicationLaunchOptionsUserActivityTypeKey": $0.activityType] as [AnyHashable: Any] })"#
        default: return nil
        }
    }

    /// What the scene delegate reads instead, for messages.
    var sceneName: String {
        switch self {
        case .url: "connectionOptions.urlContexts"
        case .userActivityDictionary: "connectionOptions.userActivities"
        case .shortcutItem: "connectionOptions.shortcutItem"
        case .remoteNotification: "connectionOptions.notificationResponse"
        }
    }
}

/// Code moved from the app delegate into the scene delegate: the same text, with what it meant in
/// the app delegate made explicit (`self` and its members through `appDelegate`, the application
/// parameter as `UIApplication.shared`, launch options as connection options, a new window for
/// the window scene). When it cannot be moved safely, `blocker` says why.
struct SnippetRewrite {
    struct Context {
        var memberNames: Set<String>
        var applicationParameter: String?
        var launchOptionsParameter: String?
        /// The scene's window stays `window`: the scene delegate has its own.
        var keepsWindow = true
        /// Locals the statements before this one declare (`let appCoordinator = …` before
        /// `appCoordinator.start()`): a name of theirs is the local, not the app delegate's member
        /// of that name.
        var localsDeclaredBefore: Set<String> = []
    }

    var edits = TextEdits()
    var usesAppDelegate = false
    var usesWindowScene = false
    var createsWindow = false
    var usesUserNotifications = false
    var readsLaunchKeys: Set<LaunchKey> = []
    var otherLaunchOptionsUse = false
    var referencedMembers: Set<String> = []
    /// The app delegate's properties this code assigns (`coordinator = …`, `self.coordinator = …`):
    /// code after it that reads them must run after it.
    var assignedMembers: Set<String> = []
    var referencedNames: Set<String> = []
    var declaredNames: Set<String> = []
    var usesWindow = false
    var containsReturn = false
    var blocker: String?

    init(_ nodes: [Syntax], in file: SwiftFile, context: Context) {
        var bound = context.localsDeclaredBefore.subtracting(["window"])
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
                if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                    || parent.is(ClosureParameterSyntax.self) || parent.is(FunctionParameterSyntax.self) {
                    bound.insert(name)
                }
            }
            if let item = node.as(CodeBlockItemSyntax.self), let variable = item.item.as(VariableDeclSyntax.self) {
                declaredNames.formUnion(AppDelegateModel.names(variable))
            }
        }
        for node in nodes {
            if node.as(CodeBlockItemSyntax.self)?.item.is(ReturnStmtSyntax.self) == true { containsReturn = true }
            var skipUntil = 0
            for token in node.tokens(viewMode: .sourceAccurate) {
                if token.startOffset < skipUntil { continue }
                if token.tokenKind == .keyword(.return), !token.isInClosureOrFunction(below: node) { containsReturn = true }
                if token.tokenKind == .keyword(.super) { blocker = blocker ?? "it calls super" }
                if token.tokenKind == .keyword(.self), let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                    handleSelf(reference, context: context)
                    continue
                }
                guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
                // `if let window {` reads the app delegate's window.
                if name == "window", let binding = parent.as(IdentifierPatternSyntax.self),
                   binding.parent?.as(OptionalBindingConditionSyntax.self)?.initializer == nil, binding.parent?.is(OptionalBindingConditionSyntax.self) == true {
                    usesWindow = true
                    continue
                }
                if let binding = parent.as(IdentifierPatternSyntax.self),
                   let condition = binding.parent?.as(OptionalBindingConditionSyntax.self), condition.initializer == nil,
                   context.memberNames.contains(name), !(context.keepsWindow && name == "window") {
                    // `if let member {` meant `if let member = self.member {`.
                    edits.insert(" = appDelegate.\(name)", at: binding.endOffset)
                    usesAppDelegate = true
                    referencedMembers.insert(name)
                    continue
                }
                guard let reference = parent.as(DeclReferenceExprSyntax.self) else { continue }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
                referencedNames.insert(name)
                if name == "UIWindow", let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                   call.arguments.isEmpty || call.arguments.first?.label?.text == "frame" {
                    edits.replace(call.startOffset, call.endOffset, with: "UIWindow(windowScene: windowScene)")
                    usesWindowScene = true
                    createsWindow = true
                    skipUntil = call.endOffset
                    continue
                }
                if name == context.launchOptionsParameter {
                    if let end = handleLaunchOptions(reference) { skipUntil = end } else { otherLaunchOptionsUse = true }
                    continue
                }
                // `if let window = window {`: the value is the app delegate's window, whatever the
                // name binds after it.
                let bindsValue = reference.parent?.is(InitializerClauseSyntax.self) == true
                    && (reference.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true || reference.parent?.parent?.is(PatternBindingSyntax.self) == true)
                if bound.contains(name), !(name == "window" && bindsValue && !declaredBefore(reference, in: nodes)) { continue }
                if name == "window" {
                    usesWindow = true
                    if context.keepsWindow { continue }
                }
                if name == context.applicationParameter {
                    edits.replace(reference.startOffset, reference.endOffset, with: "UIApplication.shared")
                } else if context.memberNames.contains(name) {
                    edits.insert("appDelegate.", at: reference.startOffset)
                    usesAppDelegate = true
                    referencedMembers.insert(name)
                    if Syntax(reference).isAssignmentTarget { assignedMembers.insert(name) }
                }
            }
        }
        if containsReturn { blocker = blocker ?? "it returns from the method" }
    }

    /// True when a `window` local is declared in `nodes` before `reference` (outside the binding
    /// that `reference` initializes), so that the name means the local, not the app delegate's.
    private func declaredBefore(_ reference: DeclReferenceExprSyntax, in nodes: [Syntax]) -> Bool {
        let own = reference.parent?.parent
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) where token.text == "window" && token.startOffset < reference.startOffset {
                guard let pattern = token.parent?.as(IdentifierPatternSyntax.self), pattern.parent?.id != own?.id else { continue }
                return true
            }
        }
        return false
    }

    private mutating func handleSelf(_ reference: DeclReferenceExprSyntax, context: Context) {
        var node = reference.parent
        while let current = node {
            if current.is(ClosureCaptureSyntax.self) { blocker = blocker ?? "a closure in it captures self"; return }
            node = current.parent
        }
        if reference.parent?.is(OptionalChainingExprSyntax.self) == true { blocker = blocker ?? "it uses self?"; return }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
            let name = member.declName.baseName.text
            if name == "window" {
                usesWindow = true
                if context.keepsWindow { return }
            }
            referencedMembers.insert(name)
            if Syntax(member).isAssignmentTarget { assignedMembers.insert(name) }
        }
        // In a closure (an escaping one needs an explicit `self` for the scene delegate's accessor).
        var inClosure = false
        var ancestor = reference.parent
        while let current = ancestor, !inClosure {
            if current.is(ClosureExprSyntax.self) { inClosure = true }
            if current.is(FunctionDeclSyntax.self) { break }
            ancestor = current.parent
        }
        edits.replace(reference.startOffset, reference.endOffset, with: inClosure ? "self.appDelegate" : "appDelegate")
        usesAppDelegate = true
    }

    /// A launch option read (`launchOptions?[.url]`, `launchOptions![.url] as? URL`): replaced by
    /// the connection options' value; returns where the replaced code ends, or nil when
    /// `launchOptions` is used in another way (passed on, read with another key).
    private mutating func handleLaunchOptions(_ reference: DeclReferenceExprSyntax) -> Int? {
        var called = Syntax(reference)
        if let parent = called.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            called = parent
        }
        guard let subscriptCall = called.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == called.id,
              subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first,
              let key = LaunchKey(keyExpression: argument.expression.trimmedDescription) else { return nil }
        readsLaunchKeys.insert(key)
        if key == .remoteNotification { usesUserNotifications = true }
        // `X as? T` is a sequence of three elements until operators are folded.
        if let list = subscriptCall.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == subscriptCall.id }), index + 2 < elements.count,
               let cast = elements[index + 1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "?",
               let type = elements[index + 2].as(TypeExprSyntax.self), let typed = key.typedExpression(castTo: type.type.trimmedDescription) {
                edits.replace(subscriptCall.startOffset, type.endOffset, with: typed)
                return type.endOffset
            }
        }
        edits.replace(subscriptCall.startOffset, subscriptCall.endOffset, with: key.anyExpression)
        return subscriptCall.endOffset
    }
}
