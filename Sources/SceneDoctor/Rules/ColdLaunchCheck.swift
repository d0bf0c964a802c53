import SwiftSyntax

/// The check shared by the three "lost at cold launch" rules: a scene delegate that handles an
/// event while it runs (`scene(_:openURLContexts:)`, `scene(_:continue:)`, a quick action) but
/// whose `scene(_:willConnectTo:options:)` never reads the same event from `connectionOptions`,
/// where UIKit puts it when the event launched the app.
struct ColdLaunchCheck {
    /// The handlers of the running app's event.
    var handlers: [String]
    /// The `connectionOptions` members that carry it at a cold launch.
    var members: Set<String>
    /// "URLs", "user activities", "quick actions".
    var what: String
    /// `connectionOptions.urlContexts`.
    var optionsMember: String

    func run(_ app: AppModel, into findings: inout FindingSink) {
        let flow = OptionsFlow(model: app, members: members)
        let named = Set(app.manifest.configurations.compactMap(\.delegateClass))
        for delegate in app.sceneDelegateTypes {
            // A base class of the app's scene delegates that the manifest does not name is never
            // a scene's delegate itself: its subclasses are checked.
            if !named.contains(delegate), app.hasSubclasses(delegate) { continue }
            guard let handler = handlers.lazy.compactMap({ app.method($0, in: delegate) }).first,
                  BodyFacts.hasRealWork(handler.body) else { continue }
            let handlerName = handler.signature
            guard let willConnect = app.method(Signatures.willConnect, in: delegate) else {
                findings.report(at: handler.nameNode, in: handler.file,
                    "`\(delegate)` handles \(what) in \(handlerName) but has no scene(_:willConnectTo:options:): when one of them launches the app, UIKit delivers it only in \(optionsMember), and it is lost; implement willConnect and handle \(optionsMember) there")
                continue
            }
            guard let options = AppModel.optionsParameter(of: willConnect) else { continue }
            switch flow.outcome(of: willConnect, parameter: options) {
            case .read:
                continue
            case .notRead:
                if isRoutedElsewhere(app, from: delegate, flow: flow) { continue }
                findings.report(at: willConnect.nameNode, in: willConnect.file,
                    "`\(delegate)` handles \(what) in \(handlerName) but its scene(_:willConnectTo:options:) never reads \(optionsMember): when one of them launches the app, UIKit delivers it only there, and it is lost; handle \(optionsMember) in willConnect too")
            case .cannotTell(let reason):
                findings.report(.note, at: willConnect.nameNode, in: willConnect.file,
                    "cannot tell whether `\(delegate)` reads \(optionsMember) at a cold launch: \(reason); check that it handles \(what) there as in \(handlerName)")
            }
        }
    }

    /// A routed event another scene type reads: the app delegate's `configurationForConnecting`
    /// looks at the options' member, and another scene delegate's `willConnect` reads it.
    private func isRoutedElsewhere(_ app: AppModel, from delegate: String, flow: OptionsFlow) -> Bool {
        let routes = app.appDelegateMethods(Signatures.configurationForConnecting).contains { method in
            guard let body = method.body else { return false }
            return members.contains { BodyFacts.mentions($0, in: body) }
        }
        guard routes else { return false }
        return app.sceneDelegateTypes.contains { other in
            guard other != delegate, let willConnect = app.method(Signatures.willConnect, in: other),
                  let options = AppModel.optionsParameter(of: willConnect) else { return false }
            return flow.outcome(of: willConnect, parameter: options) == .read
        }
    }
}
