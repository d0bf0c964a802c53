import Foundation
import OpenUISceneManifest

// Quick actions (docs/LIFECYCLE.md "Quick actions"): the Info.plist's `UIApplicationShortcutItems`
// and the app's `UIApplication.shortcutItems`, chosen from outside (on the desktop: an action of
// the app's desktop entry). At a cold launch the action is in the connecting scene's
// `connectionOptions.shortcutItem` (legacy: `launchOptions[.shortcutItem]`); while the app runs it
// goes to `windowScene(_:performActionFor:completionHandler:)` of the scene it is routed to, which
// first comes to the foreground, as URLs do.

extension SceneEngine {
    /// The quick action of that type: the app's current (dynamic) ones first, then the Info.plist's.
    func quickAction(type: String) -> UIApplicationShortcutItem? {
        if let dynamic = shortcutItems?.first(where: { $0.type == type }) { return dynamic }
        guard let declaration = info.shortcutItems.first(where: { $0.type == type }) else { return nil }
        let item = UIApplicationShortcutItem(
            type: declaration.type, localizedTitle: declaration.title, localizedSubtitle: declaration.subtitle,
            icon: declaration.iconType.map { UIApplicationShortcutIcon(plistTypeName: $0) } ?? declaration.iconSymbolName.map { UIApplicationShortcutIcon(systemImageName: $0) },
            userInfo: declaration.userInfo?.mapValues(Self.secureCodingValue))
        return item
    }

    private static func secureCodingValue(_ value: ShortcutItemDeclaration.UserInfoValue) -> any NSSecureCoding {
        switch value {
        case .string(let string): string as NSString
        case .integer(let integer): NSNumber(value: integer)
        case .double(let double): NSNumber(value: double)
        case .bool(let bool): NSNumber(value: bool)
        }
    }

    /// Every quick action the app offers now, in the order iOS shows them: the Info.plist's, then the app's.
    package var availableQuickActions: [UIApplicationShortcutItem] {
        info.shortcutItems.compactMap { quickAction(type: $0.type) } + (shortcutItems ?? [])
    }

    /// The user chose a quick action while the app runs.
    package func performQuickAction(type: String) {
        perform("performQuickAction", detail: LoggedInput.truncated(type)) {
            self.deliver(shortcut: type)
        }
    }

    /// The quick action of that type, or a reported error naming the known types.
    func quickActionOrReport(type: String) -> UIApplicationShortcutItem? {
        if let item = quickAction(type: type) { return item }
        let known = availableQuickActions.map(\.type)
        reportMisuse("performQuickAction", "no quick action of type \"\(LoggedInput.truncated(type))\" in the Info.plist's UIApplicationShortcutItems or UIApplication.shortcutItems (known: \(known.isEmpty ? "none" : known.joined(separator: ", "))); nothing was delivered")
        return nil
    }

    func deliver(shortcut type: String) {
        guard let item = quickActionOrReport(type: type) else { return }
        if mode == .legacy {
            let once = CompletionOnce("application(_:performActionFor:completionHandler:)", engine: self) { (_: Bool) in }
            let handler = watchedShortcutCompletion("application(_:performActionFor:completionHandler:)", session: nil, type: type, once.handler)
            legacyBringForward {
                self.callApp("application(_:performActionFor:completionHandler:)") { $0.application(self.application, performActionFor: item, completionHandler: handler) }
            }
            return
        }
        func perform(in scene: UIScene) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let once = CompletionOnce("windowScene(_:performActionFor:completionHandler:)", engine: self) { (_: Bool) in }
            // Watched only when the method is there to call it (a UIWindowSceneDelegate).
            let handler = scene.delegate is any UIWindowSceneDelegate ? watchedShortcutCompletion("windowScene(_:performActionFor:completionHandler:)", session: scene.session.persistentIdentifier, type: type, once.handler) : once.handler
            bringForward(scene.session) {
                self.callScene("windowScene(_:performActionFor:completionHandler:)", scene) {
                    ($0 as? any UIWindowSceneDelegate)?.windowScene(windowScene, performActionFor: item, completionHandler: handler)
                }
            }
        }
        switch route(item.targetContentIdentifier as? String) {
        case .scene(let scene):
            perform(in: scene)
        case .session(let session):
            connect(session, options: UIScene.ConnectionOptions(shortcutItem: item), reason: "reconnect")
            bringForward(session)
        case .newSession:
            if multipleScenesError(for: .windowApplication) != nil, let scene = scenes.values.first(where: { $0.session.role == .windowApplication }) {
                perform(in: scene)
                return
            }
            connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(shortcutItem: item), requestingScene: nil)
        }
    }
}
