import Foundation
import OpenUISceneManifest
import OpenUISceneStore

// Configurations, classes by name, and storyboards (UIKIT-SEMANTICS §4.7).

extension SceneEngine {
    /// The Info.plist's entry for a role and name.
    func manifestEntry(named name: String?, role: UISceneSession.Role) -> SceneConfigurationEntry? {
        info.sceneManifest?.entry(named: name, role: role.rawValue)
    }

    /// Fills a configuration from an Info.plist entry, resolving class names.
    func apply(_ entry: SceneConfigurationEntry, to configuration: UISceneConfiguration) {
        if let name = entry.sceneClassName {
            switch resolver.lookup(name, key: "UISceneClassName") {
            case .success(let type):
                if type is UIScene.Type {
                    configuration.sceneClass = type
                } else {
                    reportMisuse("UISceneClassName", "\"\(name)\" names \(String(reflecting: type)), which is not a UIScene subclass; UIWindowScene is used instead. Remove UISceneClassName or name a UIWindowScene subclass.")
                }
            case .failure(let error):
                reportMisuse("UISceneClassName", error.description)
            }
        }
        if let name = entry.delegateClassName {
            switch resolver.lookup(name, key: "UISceneDelegateClassName") {
            case .success(let type): configuration.delegateClass = type
            case .failure(let error):
                reportMisuse("UISceneDelegateClassName", error.description + " The scene connects without a delegate.")
                configuration.delegateClassName = resolver.substitute(name)
            }
        }
        if let storyboard = entry.storyboardName {
            configuration.storyboard = UIStoryboard(name: storyboard, bundle: nil)
        }
    }

    /// UIKit's log line when a configuration name is not in the Info.plist.
    func reportMissingConfiguration(named name: String?, role: UISceneSession.Role) {
        let line = "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(name ?? "(no name)")\")"
        logger.notice("\(line)")
        trace.record(.error, "UISceneConfiguration(name:sessionRole:)", detail: line)
    }

    /// The configuration a new session starts with: the role's first Info.plist entry.
    func baseConfiguration(role: UISceneSession.Role) -> UISceneConfiguration {
        let entry = manifestEntry(named: nil, role: role)
        let configuration = UISceneConfiguration(bareName: entry?.name, role: role)
        if let entry { apply(entry, to: configuration) }
        return configuration
    }

    /// A stored configuration, by names, back into classes.
    func configuration(from stored: StoredConfiguration, role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(bareName: stored.name, role: role)
        apply(SceneConfigurationEntry(name: stored.name, sceneClassName: stored.sceneClassName, delegateClassName: stored.delegateClassName, storyboardName: stored.storyboardName), to: configuration)
        return configuration
    }

    func sceneClass(for configuration: UISceneConfiguration) -> UIScene.Type {
        if let type = configuration.sceneClass as? UIScene.Type { return type }
        return configuration.role.isWindowRole || configuration.role == .windowApplication ? UIWindowScene.self : UIScene.self
    }

    func makeSceneDelegate(for configuration: UISceneConfiguration, session: String) -> (any UISceneDelegate)? {
        guard let type = configuration.delegateClass else { return nil }
        // The type is checked before anything is created: creating an arbitrary class by name
        // can trap (a view controller whose init(coder:) is fatalError).
        guard type is any UISceneDelegate.Type else {
            reportMisuse("UISceneDelegateClassName", "\(ClassResolver.name(of: type)) does not adopt UISceneDelegate (UIWindowSceneDelegate for window scenes), so it was not created; the scene of session \(session) connects without a delegate. Name your scene delegate class.")
            return nil
        }
        guard let object = resolver.instantiate(type) else {
            reportMisuse("UISceneDelegateClassName", "\(String(reflecting: type)) cannot be created by name: it does not derive from UIResponder. Register it before launch with ClassRegistry.register(\(String(describing: type)).self) { \(String(describing: type))() }.")
            return nil
        }
        guard let delegate = object as? any UISceneDelegate else {
            reportMisuse("UISceneDelegateClassName", "\(String(reflecting: type)) does not adopt UISceneDelegate (UIWindowSceneDelegate for window scenes); the scene connects without a delegate.")
            return nil
        }
        return delegate
    }

    /// UIKit's storyboard configurations: the window and the storyboard's initial view controller
    /// are created before `willConnect`, and the delegate's `window` is set. A missing storyboard or
    /// class is reported; the scene still gets a window, with an empty view controller.
    func installStoryboard(_ storyboard: UIStoryboard, in scene: UIWindowScene) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = instantiateInitialViewController(of: storyboard, consequence: "The window gets an empty view controller.") ?? UIViewController()
        if let delegate = scene.delegate as? any UIWindowSceneDelegate {
            delegate.window = window
        }
        return window
    }

    /// The storyboard's initial view controller, created through `init?(coder:)` (or a
    /// `ClassRegistry` factory), as UIKit decodes it. The storyboard is `<name>.storyboard` in the
    /// storyboard's bundle, the Info.plist's folder or their `Base.lproj` folders.
    func instantiateInitialViewController(of storyboard: UIStoryboard, consequence: String = "instantiateInitialViewController() returns nil.") -> UIViewController? {
        instantiate(from: storyboard, key: "UISceneStoryboardFile", what: "the initial view controller", consequence: consequence) { url throws(StoryboardReadError) in
            try StoryboardReader.initialViewController(contentsOf: url)
        }
    }

    /// The view controller with Storyboard ID `identifier` (`UIStoryboard.instantiateViewController(withIdentifier:)`).
    func instantiateViewController(withIdentifier identifier: String, of storyboard: UIStoryboard, consequence: String) -> UIViewController? {
        instantiate(from: storyboard, key: "UIStoryboard.instantiateViewController(withIdentifier:)", what: "the view controller \"\(identifier)\"", consequence: consequence) { url throws(StoryboardReadError) in
            try StoryboardReader.viewController(withIdentifier: identifier, contentsOf: url)
        }
    }

    /// Whether the storyboard has a view controller with Storyboard ID `identifier`; if not, the
    /// reason is reported under `key`.
    func storyboardHasViewController(withIdentifier identifier: String, in storyboard: UIStoryboard, key: String, consequence: String) -> Bool {
        element(of: storyboard, key: key, consequence: consequence) { url throws(StoryboardReadError) in
            try StoryboardReader.viewController(withIdentifier: identifier, contentsOf: url)
        } != nil
    }

    /// Finds the storyboard's file and reads one controller element from it with `read`; every
    /// failure is reported under `key` and gives `nil`.
    private func element(
        of storyboard: UIStoryboard, key: String, consequence: String,
        _ read: (URL) throws(StoryboardReadError) -> StoryboardInitialViewController
    ) -> (url: URL, element: StoryboardInitialViewController)? {
        var folders: [URL] = []
        if let bundle = storyboard.bundle { folders.append(bundle.resourceURL ?? bundle.bundleURL) }
        if let plist = info.sourcePath { folders.append(URL(fileURLWithPath: plist).deletingLastPathComponent()) }
        guard !folders.isEmpty else {
            reportMisuse(key, "storyboard \"\(storyboard.name)\": the Info.plist was not read from a file and no bundle was given, so there is no folder to find \(storyboard.name).storyboard in. Load the Info.plist from its file (OPENUISCENE_INFO_PLIST, or SimulatedDevice(infoPlistURL:)). \(consequence)")
            return nil
        }
        let candidates = folders.flatMap { [$0.appendingPathComponent("\(storyboard.name).storyboard"), $0.appendingPathComponent("Base.lproj/\(storyboard.name).storyboard")] }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            reportMisuse(key, "storyboard \"\(storyboard.name)\" not found (looked at \(candidates.map(\.path).joined(separator: ", "))). Ship \(storyboard.name).storyboard next to the Info.plist. \(consequence)")
            return nil
        }
        do {
            return (url, try read(url))
        } catch {
            reportMisuse(key, "\(error) \(consequence)")
            return nil
        }
    }

    /// Reads one controller element of the storyboard with `read` and creates the controller;
    /// every failure is reported under `key` and gives `nil`.
    private func instantiate(
        from storyboard: UIStoryboard, key: String, what: String, consequence: String,
        _ read: (URL) throws(StoryboardReadError) -> StoryboardInitialViewController
    ) -> UIViewController? {
        guard let (url, element) = element(of: storyboard, key: key, consequence: consequence, read) else { return nil }
        guard let className = element.className(targetModule: resolver.moduleName) else {
            reportMisuse(key, "\(url.path): \(what) (<\(element.elementName)> \(element.id)) has no class OpenUIScene can create. \(consequence)")
            return nil
        }
        let builtIn: [String: UIViewController.Type] = [
            "UIViewController": UIViewController.self, "UINavigationController": UINavigationController.self,
            "UITabBarController": UITabBarController.self, "UISplitViewController": UISplitViewController.self,
        ]
        let type: AnyClass
        if let own = builtIn[className] {
            type = own
        } else {
            switch resolver.lookup(className, key: "\(url.lastPathComponent) customClass") {
            case .success(let found): type = found
            case .failure(let error):
                reportMisuse(key, "\(error) \(consequence)")
                return nil
            }
        }
        guard let controller = resolver.instantiate(type) as? UIViewController else {
            reportMisuse(key, "\(className) in \(url.path) is not a UIViewController subclass that init?(coder:) can create. \(consequence)")
            return nil
        }
        return controller
    }
}
