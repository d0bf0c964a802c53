import Foundation
import OpenUISceneManifest
import OpenUISceneStore

// Configurations, classes by name, and storyboards (UIKIT-REFERENCE §4.7).

extension SceneEngine {
    /// UIKit's lookup of a configuration by role and name, through the one resolver that
    /// `scenectl explain` uses too (``SceneConfigurationResolver``), so that the tool can never
    /// disagree with what the app does.
    ///
    /// Class names stay as written here: ``ClassResolver/lookup(_:key:)`` substitutes
    /// `$(PRODUCT_MODULE_NAME)` and caches the class by the written name (substituting on every
    /// new session cost more than half of a scene's connection, in LifecycleBenchmarks).
    ///
    /// The Info.plist does not change during a run, so each (role, name) is resolved once: a new
    /// session resolves twice (its base configuration, then the app's
    /// `UISceneConfiguration(name:sessionRole:)`), which was a twentieth of its cycle.
    func resolvedConfiguration(named name: String?, role: UISceneSession.Role) -> ResolvedSceneConfiguration {
        configurationEntry(named: name, role: role).resolved
    }

    /// The cache entry of a (role, name): the resolved Info.plist entry and, once its class names
    /// gave classes without a complaint, those classes.
    func configurationEntry(named name: String?, role: UISceneSession.Role) -> ConfigurationCacheEntry {
        let key = ResolvedConfigurationKey(role: role.rawValue, name: name)
        if let cached = resolvedConfigurations[key] { return cached }
        let entry = ConfigurationCacheEntry(SceneConfigurationResolver.resolve(info.sceneManifest, role: role.rawValue, name: name, moduleName: nil))
        resolvedConfigurations[key] = entry
        return entry
    }

    /// Fills a configuration from a cached Info.plist entry: the classes found the first time,
    /// while ``ClassRegistry`` is unchanged (looking the class names up and naming the classes
    /// again was a tenth of a new-scene cycle, issue 22); otherwise, and whenever something was
    /// reported, by resolving the names as before, reports included.
    func apply(_ entry: ConfigurationCacheEntry, to configuration: UISceneConfiguration) {
        if let classes = entry.classes, classes.generation == ClassRegistry.generation {
            configuration.setClasses(scene: classes.scene, sceneName: classes.sceneName, delegate: classes.delegate, delegateName: classes.delegateName)
            if let storyboard = entry.resolved.storyboardName {
                configuration.storyboard = UIStoryboard(name: storyboard, bundle: nil)
            }
            return
        }
        let generation = ClassRegistry.generation
        // Kept only for the class itself: a subclass may override the class properties.
        guard apply(entry.resolved, to: configuration), type(of: configuration) == UISceneConfiguration.self else { return }
        entry.classes = ConfigurationCacheEntry.Classes(
            scene: configuration.sceneClass, sceneName: configuration.sceneClassName,
            delegate: configuration.delegateClass, delegateName: configuration.delegateClassName,
            generation: generation)
    }

    /// Fills a configuration from a resolved Info.plist entry; UIKit's log line when none matched.
    /// Returns whether the entry's classes were all found and usable, with nothing reported.
    @discardableResult
    func apply(_ resolved: ResolvedSceneConfiguration, to configuration: UISceneConfiguration) -> Bool {
        guard resolved.entry != nil else {
            if let line = resolved.logMessage {
                logger.notice("\(line)")
                trace.record(.error, "UISceneConfiguration(name:sessionRole:)", detail: line)
            }
            return false
        }
        if let name = resolved.sceneClassName, resolved.sceneClassNameIsIgnored {
            reportMisuse("UISceneClassName", "\"\(name)\" names the scene's delegate, not a scene class; \(resolved.effectiveSceneClassName ?? "the role's default scene class") is used, as UIKit does. Remove UISceneClassName or name a UIWindowScene subclass.")
            apply(sceneClassName: nil, delegateClassName: resolved.delegateClassName, storyboardName: resolved.storyboardName, to: configuration)
            return false
        } else {
            return apply(sceneClassName: resolved.sceneClassName, delegateClassName: resolved.delegateClassName, storyboardName: resolved.storyboardName, to: configuration)
        }
    }

    /// Resolves class names into classes (a name that gives no usable class is reported and left
    /// out). Returns whether every name gave a usable class.
    @discardableResult
    func apply(sceneClassName: String?, delegateClassName: String?, storyboardName: String?, to configuration: UISceneConfiguration) -> Bool {
        var clean = true
        if let name = sceneClassName {
            switch resolver.lookup(name, key: "UISceneClassName") {
            case .success(let type):
                if type is UIScene.Type {
                    configuration.sceneClass = type
                } else {
                    clean = false
                    reportMisuse("UISceneClassName", "\"\(name)\" names \(ClassResolver.name(of: type)), which is not a UIScene subclass; UIWindowScene is used instead. Remove UISceneClassName or name a UIWindowScene subclass.")
                }
            case .failure(let error):
                clean = false
                reportUnloadableClass(error, key: "UISceneClassName", configuration: configuration, consequence: "The role's default scene class is used.")
            }
        }
        if let name = delegateClassName {
            switch resolver.lookup(name, key: "UISceneDelegateClassName") {
            case .success(let type): configuration.delegateClass = type
            case .failure(let error):
                clean = false
                reportUnloadableClass(error, key: "UISceneDelegateClassName", configuration: configuration, consequence: "The scene connects without a delegate.")
                configuration.delegateClassName = resolver.substitute(name)
            }
        }
        if let storyboard = storyboardName {
            configuration.storyboard = UIStoryboard(name: storyboard, bundle: nil)
        }
        return clean
    }

    /// UIKit's log line for a class it cannot load, once per class name (UIKit repeats it for
    /// every lookup), followed by what to do:
    /// `[SceneConfiguration] Info.plist configuration "Default Configuration" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name "App.SceneDelegate".`
    func reportUnloadableClass(_ error: ClassResolver.LookupError, key: String, configuration: UISceneConfiguration, consequence: String) {
        guard reportedUnloadableClasses.insert(error.searched).inserted else { return }
        let line = "[SceneConfiguration] Info.plist configuration \"\(configuration.name ?? "(no name)")\" for \(configuration.role.rawValue) contained \(key) key, but could not load class with name \"\(error.searched)\"."
        reportMisuse(key, "\(line) \(error.hint) \(consequence)")
    }

    /// The configuration a new session starts with: the role's first Info.plist entry (an empty
    /// configuration, without UIKit's log line, when the role has none).
    func baseConfiguration(role: UISceneSession.Role) -> UISceneConfiguration {
        let entry = configurationEntry(named: nil, role: role)
        let configuration = UISceneConfiguration(bareName: entry.resolved.entry?.name, role: role)
        if entry.resolved.entry != nil { apply(entry, to: configuration) }
        return configuration
    }

    /// A stored configuration, by names, back into classes.
    func configuration(from stored: StoredConfiguration, role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(bareName: stored.name, role: role)
        apply(sceneClassName: stored.sceneClassName, delegateClassName: stored.delegateClassName, storyboardName: stored.storyboardName, to: configuration)
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
    func instantiateInitialViewController(of storyboard: UIStoryboard, key: String = "UISceneStoryboardFile", consequence: String = "instantiateInitialViewController() returns nil.") -> UIViewController? {
        instantiate(from: storyboard, key: key, what: "the initial view controller", consequence: consequence) { url throws(StoryboardReadError) in
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

/// One (role, configuration name) of the Info.plist, resolved (`SceneEngine.configurationEntry(named:role:)`).
@MainActor
final class ConfigurationCacheEntry {
    /// The classes the entry's names gave, and the ``ClassRegistry`` generation they were found in.
    struct Classes {
        let scene: AnyClass?
        let sceneName: String?
        let delegate: AnyClass?
        let delegateName: String?
        let generation: Int
    }

    let resolved: ResolvedSceneConfiguration
    /// Set once the names gave usable classes with nothing reported; `nil` until then (and
    /// always for an entry whose names do not give usable classes, so that each use reports it
    /// as before).
    @exclusivity(unchecked) var classes: Classes?

    init(_ resolved: ResolvedSceneConfiguration) {
        self.resolved = resolved
    }
}
