import Foundation

/// The apps of the framework recipes' and the SDK step's examples (React Native, Expo, Flutter,
/// Capacitor, SDK calls), written for them in the shapes of the templates and of customised apps
/// (no file copied).
enum FrameworkExampleFiles {
    static let packageJSON1 = #"""
        {
          "name": "shelf",
          "dependencies": {
            "react": "19.1.0",
            "react-native": "^0.81.4"
          }
        }

        """#

    static let infoPlist1 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        </dict>
        </plist>

        """#

    static let appDelegate1 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            window = UIWindow(frame: UIScreen.main.bounds)

            factory.startReactNative(
              withModuleName: "Shelf",
              in: window,
              launchOptions: launchOptions
            )

            return true
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let infoPlistAfter1 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<false/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneConfigurationName</key>
        					<string>Default Configuration</string>
        					<key>UISceneDelegateClassName</key>
        					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """#

    static let sceneDelegateAfter1 = #"""
        import UIKit
        import UserNotifications
        import React
        import React_RCTAppDelegate

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
          private var appDelegate: AppDelegate {
            UIApplication.shared.delegate as! AppDelegate
          }

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            if let window = appDelegate.window {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
            } else {
              window = UIWindow(windowScene: windowScene)
              appDelegate.window = window
              appDelegate.reactNativeFactory?.startReactNative(
                withModuleName: "Shelf",
                in: window,
                launchOptions: reactNativeLaunchOptions(connectionOptions)
              )
            }
          }

          /// React Native and its libraries read a cold launch's URL and user activity
          /// (`Linking.getInitialURL()`), quick action and push notification from the options it is
          /// started with; in a scene app they come with the scene's connection options.
          private func reactNativeLaunchOptions(_ connectionOptions: UIScene.ConnectionOptions) -> [UIApplication.LaunchOptionsKey: Any] {
            var launchOptions: [UIApplication.LaunchOptionsKey: Any] = [:]
            if let url = connectionOptions.urlContexts.first?.url {
              launchOptions[.url] = url
            }
            if let userActivity = connectionOptions.userActivities.first {
              let activity: [String: Any] = [
                UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
                "UIApplicationLaunchOptionsUserActivityKey": userActivity,
              ]
              launchOptions[.userActivityDictionary] = activity
            }
            if let shortcutItem = connectionOptions.shortcutItem {
              launchOptions[.shortcutItem] = shortcutItem
            }
            if let response = connectionOptions.notificationResponse, response.notification.request.trigger is UNPushNotificationTrigger {
              launchOptions[.remoteNotification] = response.notification.request.content.userInfo
            }
            return launchOptions
          }
        }

        """#

    static let appDelegateAfter1 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            return true
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let packageJSON2 = #"""
        {
          "name": "shelf",
          "dependencies": {
            "react": "19.1.0",
            "react-native": "0.88.1"
          }
        }

        """#

    static let sceneDelegateAfter2 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
          private var appDelegate: AppDelegate {
            UIApplication.shared.delegate as! AppDelegate
          }

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            if let window = appDelegate.window {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
            } else {
              window = UIWindow(windowScene: windowScene)
              appDelegate.window = window
              appDelegate.reactNativeFactory?.startReactNative(
                withModuleName: "Shelf",
                in: window,
                connectionOptions: connectionOptions
              )
            }
          }
        }

        """#

    static let packageJSON3 = #"""
        {
          "name": "shelf",
          "dependencies": {
            "expo": "~55.0.4",
            "react-native": "0.83.2"
          }
        }

        """#

    static let appDelegate2 = #"""
        import Expo
        import React
        import ReactAppDependencyProvider
        import UIKit

        @main
        class AppDelegate: ExpoAppDelegate {
            var window: UIWindow?

            var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
            var reactNativeFactory: RCTReactNativeFactory?

            override func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
            ) -> Bool {
                Analytics.configure()

                let delegate = ReactNativeDelegate()
                let factory = ExpoReactNativeFactory(delegate: delegate)
                delegate.dependencyProvider = RCTAppDependencyProvider()

                reactNativeDelegate = delegate
                reactNativeFactory = factory
                bindReactNativeFactory(factory)

                #if os(iOS) || os(tvOS)
                window = UIWindow(frame: UIScreen.main.bounds)
                factory.startReactNative(
                    withModuleName: "main",
                    in: window,
                    launchOptions: launchOptions
                )
                #endif

                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }

            override func application(
                _ app: UIApplication,
                open url: URL,
                options: [UIApplication.OpenURLOptionsKey: Any] = [:]
            ) -> Bool {
                if Analytics.handle(url) {
                    return true
                }
                return super.application(app, open: url, options: options) || RCTLinkingManager.application(app, open: url, options: options)
            }
        }

        class ReactNativeDelegate: ExpoReactNativeFactoryDelegate {
            override func bundleURL() -> URL? {
                Bundle.main.url(forResource: "main", withExtension: "jsbundle")
            }
        }

        """#

    static let sceneDelegateAfter3 = #"""
        import UIKit
        import UserNotifications
        import Expo
        import React

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                #if os(iOS) || os(tvOS)
                if let window = appDelegate.window {
                    // The scene connects again: React Native runs once per process, in this window.
                    window.windowScene = windowScene
                    self.window = window
                    window.makeKeyAndVisible()
                } else {
                    window = UIWindow(windowScene: windowScene)
                    appDelegate.window = window
                    appDelegate.reactNativeFactory?.startReactNative(
                        withModuleName: "main",
                        in: window,
                        launchOptions: reactNativeLaunchOptions(connectionOptions)
                    )
                }
                #endif

                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            }

            /// React Native and its libraries read a cold launch's URL and user activity
            /// (`Linking.getInitialURL()`), quick action and push notification from the options it is
            /// started with; in a scene app they come with the scene's connection options.
            private func reactNativeLaunchOptions(_ connectionOptions: UIScene.ConnectionOptions) -> [UIApplication.LaunchOptionsKey: Any] {
                var launchOptions: [UIApplication.LaunchOptionsKey: Any] = [:]
                if let url = connectionOptions.urlContexts.first?.url {
                    launchOptions[.url] = url
                }
                if let userActivity = connectionOptions.userActivities.first {
                    let activity: [String: Any] = [
                        UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
                        "UIApplicationLaunchOptionsUserActivityKey": userActivity,
                    ]
                    launchOptions[.userActivityDictionary] = activity
                }
                if let shortcutItem = connectionOptions.shortcutItem {
                    launchOptions[.shortcutItem] = shortcutItem
                }
                if let response = connectionOptions.notificationResponse, response.notification.request.trigger is UNPushNotificationTrigger {
                    launchOptions[.remoteNotification] = response.notification.request.content.userInfo
                }
                return launchOptions
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                    if let source = context.options.sourceApplication { options[.sourceApplication] = source }
                    if let annotation = context.options.annotation { options[.annotation] = annotation }
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
                }
            }

            func sceneWillEnterForeground(_ scene: UIScene) {
                appDelegate.applicationWillEnterForeground(UIApplication.shared)
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                appDelegate.applicationDidBecomeActive(UIApplication.shared)
            }

            func sceneWillResignActive(_ scene: UIScene) {
                appDelegate.applicationWillResignActive(UIApplication.shared)
            }

            func sceneDidEnterBackground(_ scene: UIScene) {
                appDelegate.applicationDidEnterBackground(UIApplication.shared)
            }
        }

        """#

    static let appDelegateAfter2 = #"""
        import Expo
        import React
        import ReactAppDependencyProvider
        import UIKit

        @main
        class AppDelegate: ExpoAppDelegate {
            var window: UIWindow?

            var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
            var reactNativeFactory: RCTReactNativeFactory?

            override func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
            ) -> Bool {
                Analytics.configure()

                let delegate = ReactNativeDelegate()
                let factory = ExpoReactNativeFactory(delegate: delegate)
                delegate.dependencyProvider = RCTAppDependencyProvider()

                reactNativeDelegate = delegate
                reactNativeFactory = factory
                bindReactNativeFactory(factory)

                // scenectl migrate: check: launchOptions is passed on here; in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate
                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }

            func handleOpenURL(
                _ app: UIApplication,
                open url: URL,
                options: [UIApplication.OpenURLOptionsKey: Any] = [:]
            ) -> Bool {
                if Analytics.handle(url) {
                    return true
                }
                return super.application(app, open: url, options: options) || RCTLinkingManager.application(app, open: url, options: options)
            }
        }

        class ReactNativeDelegate: ExpoReactNativeFactoryDelegate {
            override func bundleURL() -> URL? {
                Bundle.main.url(forResource: "main", withExtension: "jsbundle")
            }
        }

        """#

    static let packageJSON4 = #"""
        {
          "name": "shelf",
          "dependencies": {
            "react": "19.1.0",
            "react-native": "nightly"
          }
        }

        """#

    static let appDelegate3 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate

            window = UIWindow(frame: UIScreen.main.bounds)

            factory.startReactNative(
              withModuleName: "Shelf",
              in: window,
              launchOptions: launchOptions
            )

            return true
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let appDelegate4 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            moduleName = "Shelf"
            initialProps = [:]
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let appDelegate5 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = ShelfViewController()
            window?.makeKeyAndVisible()
            return true
          }
        }

        """#

    static let appDelegate6 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            window = UIWindow(frame: UIScreen.main.bounds)

            factory.startReactNative(
              withModuleName: "Shelf",
              in: window,
              launchOptions: launchOptions
            )

            return true
          }

          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            return RCTLinkingManager.application(app, open: url, options: options)
          }

          func application(
            _ application: UIApplication,
            continue userActivity: NSUserActivity,
            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
          ) -> Bool {
            return RCTLinkingManager.application(application, continue: userActivity, restorationHandler: restorationHandler)
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let sceneDelegateAfter4 = #"""
        import UIKit
        import UserNotifications
        import React
        import React_RCTAppDelegate

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
          private var appDelegate: AppDelegate {
            UIApplication.shared.delegate as! AppDelegate
          }

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            if let window = appDelegate.window {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
              self.scene(scene, openURLContexts: connectionOptions.urlContexts)
              for userActivity in connectionOptions.userActivities {
                self.scene(scene, continue: userActivity)
              }
            } else {
              window = UIWindow(windowScene: windowScene)
              appDelegate.window = window
              appDelegate.reactNativeFactory?.startReactNative(
                withModuleName: "Shelf",
                in: window,
                launchOptions: reactNativeLaunchOptions(connectionOptions)
              )
            }
          }

          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
              RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
            }
          }

          func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            RCTLinkingManager.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
          }

          /// React Native and its libraries read a cold launch's URL and user activity
          /// (`Linking.getInitialURL()`), quick action and push notification from the options it is
          /// started with; in a scene app they come with the scene's connection options.
          private func reactNativeLaunchOptions(_ connectionOptions: UIScene.ConnectionOptions) -> [UIApplication.LaunchOptionsKey: Any] {
            var launchOptions: [UIApplication.LaunchOptionsKey: Any] = [:]
            if let url = connectionOptions.urlContexts.first?.url {
              launchOptions[.url] = url
            }
            if let userActivity = connectionOptions.userActivities.first {
              let activity: [String: Any] = [
                UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
                "UIApplicationLaunchOptionsUserActivityKey": userActivity,
              ]
              launchOptions[.userActivityDictionary] = activity
            }
            if let shortcutItem = connectionOptions.shortcutItem {
              launchOptions[.shortcutItem] = shortcutItem
            }
            if let response = connectionOptions.notificationResponse, response.notification.request.trigger is UNPushNotificationTrigger {
              launchOptions[.remoteNotification] = response.notification.request.content.userInfo
            }
            return launchOptions
          }
        }

        """#

    static let appDelegate7 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            window = UIWindow(frame: UIScreen.main.bounds)

            factory.startReactNative(
              withModuleName: "Shelf",
              in: window,
              launchOptions: launchOptions
            )

            return true
          }

          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            if url.scheme == "shelf-auth" {
              return AuthSession.shared.resume(with: url)
            }
            return RCTLinkingManager.application(app, open: url, options: options)
          }

          func application(
            _ application: UIApplication,
            continue userActivity: NSUserActivity,
            restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
          ) -> Bool {
            return RCTLinkingManager.application(application, continue: userActivity, restorationHandler: restorationHandler)
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let sceneDelegateAfter5 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
          private var appDelegate: AppDelegate {
            UIApplication.shared.delegate as! AppDelegate
          }

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            if let window = appDelegate.window {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
              for userActivity in connectionOptions.userActivities {
                self.scene(scene, continue: userActivity)
              }
            } else {
              window = UIWindow(windowScene: windowScene)
              appDelegate.window = window
              appDelegate.reactNativeFactory?.startReactNative(
                withModuleName: "Shelf",
                in: window,
                connectionOptions: connectionOptions
              )
            }

            // A cold launch's URL, activity and quick action go where a running app's go.
            self.scene(scene, openURLContexts: connectionOptions.urlContexts)
          }

          func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            RCTLinkingManager.scene(scene, continue: userActivity)
          }

          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
              var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
              if let source = context.options.sourceApplication { options[.sourceApplication] = source }
              if let annotation = context.options.annotation { options[.annotation] = annotation }
              _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
            }
          }
        }

        """#

    static let appDelegateAfter3 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            return true
          }

          func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            if url.scheme == "shelf-auth" {
              return AuthSession.shared.resume(with: url)
            }
            // scenectl migrate: in a React Native 0.88 scene app RCTLinkingManager.application(…) does nothing (expo/expo#50230): call RCTLinkingManager.scene(_:openURLContexts:) or scene(_:continue:) from the scene delegate for the links the rest of this method does not claim
            return RCTLinkingManager.application(app, open: url, options: options)
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let appDelegate8 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          var reactNativeDelegate: ReactNativeDelegate?
          var reactNativeFactory: RCTReactNativeFactory?

          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
          ) -> Bool {
            let delegate = ReactNativeDelegate()
            let factory = RCTReactNativeFactory(delegate: delegate)
            delegate.dependencyProvider = RCTAppDependencyProvider()

            reactNativeDelegate = delegate
            reactNativeFactory = factory

            window = UIWindow(frame: UIScreen.main.bounds)

            factory.startReactNative(
              withModuleName: "Shelf",
              in: window,
              launchOptions: launchOptions
            )

            return true
          }

          func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            if url.scheme == "shelf-auth" {
              return AuthSession.shared.resume(with: url)
            }
            return RCTLinkingManager.application(app, open: url, options: options)
          }
        }

        class ReactNativeDelegate: RCTDefaultReactNativeFactoryDelegate {
          override func sourceURL(for bridge: RCTBridge) -> URL? {
            bundleURL()
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let infoPlist2 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIMainStoryboardFile</key>
        	<string>Main</string>
        </dict>
        </plist>

        """#

    static let appDelegate9 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            GeneratedPluginRegistrant.register(with: self)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let infoPlistAfter2 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIMainStoryboardFile</key>
        	<string>Main</string>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<false/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneClassName</key>
        					<string>UIWindowScene</string>
        					<key>UISceneConfigurationName</key>
        					<string>flutter</string>
        					<key>UISceneDelegateClassName</key>
        					<string>FlutterSceneDelegate</string>
        					<key>UISceneStoryboardFile</key>
        					<string>Main</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """#

    static let appDelegateAfter4 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
          }
        }

        """#

    static let appDelegate10 = #"""
        import Flutter
        import UIKit
        import UserNotifications

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          private let battery = BatteryReader()

          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            let controller = window?.rootViewController as! FlutterViewController
            let batteryChannel = FlutterMethodChannel(name: "example.app/battery", binaryMessenger: controller.binaryMessenger)
            batteryChannel.setMethodCallHandler { [weak self] call, result in
              guard call.method == "level" else {
                result(FlutterMethodNotImplemented)
                return
              }
              result(self?.battery.level())
            }
            ShareHandler.shared.attach(messenger: controller)
            GeneratedPluginRegistrant.register(with: self)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          override func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            if url.scheme == "example-auth" {
              return AuthSession.shared.resume(with: url)
            }
            return super.application(app, open: url, options: options)
          }
        }

        """#

    static let appDelegateAfter5 = #"""
        import Flutter
        import UIKit
        import UserNotifications

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          private let battery = BatteryReader()

          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
            let batteryChannel = FlutterMethodChannel(name: "example.app/battery", binaryMessenger: engineBridge.applicationRegistrar.messenger())
            batteryChannel.setMethodCallHandler { [weak self] call, result in
              guard call.method == "level" else {
                result(FlutterMethodNotImplemented)
                return
              }
              result(self?.battery.level())
            }
            ShareHandler.shared.attach(messenger: engineBridge.applicationRegistrar.messenger())
          }

          // scenectl migrate: UIKit no longer calls application(_:open:options:) in a scene app; FlutterSceneDelegate hands scene events to plugins (FlutterSceneLifeCycleDelegate): check that this code still runs, or subclass FlutterSceneDelegate, override the scene method, call super, then this code, and name the subclass in the manifest
          override func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            if url.scheme == "example-auth" {
              return AuthSession.shared.resume(with: url)
            }
            return super.application(app, open: url, options: options)
          }
        }

        """#

    static let appDelegate11 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            let controller: FlutterViewController = window?.rootViewController as! FlutterViewController
            let engine = controller.engine
            let motionChannel = FlutterMethodChannel(name: "example.app/motion", binaryMessenger: engine.binaryMessenger)
            motionChannel.setMethodCallHandler { call, result in
              result(call.method == "reduceMotion" ? UIAccessibility.isReduceMotionEnabled : FlutterMethodNotImplemented)
            }
            GeneratedPluginRegistrant.register(with: self)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let appDelegateAfter6 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
            let motionChannel = FlutterMethodChannel(name: "example.app/motion", binaryMessenger: engineBridge.applicationRegistrar.messenger())
            motionChannel.setMethodCallHandler { call, result in
              result(call.method == "reduceMotion" ? UIAccessibility.isReduceMotionEnabled : FlutterMethodNotImplemented)
            }
          }
        }

        """#

    static let appDelegate12 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            GeneratedPluginRegistrant.register(with: self)
            let controller = window?.rootViewController as! FlutterViewController
            controller.view.backgroundColor = .black
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let appDelegateAfter7 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            // scenectl migrate: the root FlutterViewController is reached through the app delegate's window here, which is nil in a scene app (FlutterSceneDelegate owns the window): it uses the controller for more than its messenger, so it was left; move it to didInitializeImplicitFlutterEngine(_:) with engineBridge.applicationRegistrar.messenger()
            let controller = window?.rootViewController as! FlutterViewController
            controller.view.backgroundColor = .black
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
          }
        }

        """#

    static let infoPlistAfter3 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<false/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneClassName</key>
        					<string>UIWindowScene</string>
        					<key>UISceneConfigurationName</key>
        					<string>flutter</string>
        					<key>UISceneDelegateClassName</key>
        					<string>FlutterSceneDelegate</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """#

    static let packageJSON5 = #"""
        {
          "name": "my-app",
          "dependencies": {
            "@capacitor/core": "^8.5.0",
            "@capacitor/ios": "^8.5.0"
          }
        }

        """#

    static let appDelegate13 = #"""
        import Capacitor
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {

            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func applicationDidBecomeActive(_ application: UIApplication) {
                // Restart what was paused while the app was inactive.
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                // Keep this call so that the App plugin sees the URL.
                return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
            }

            func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                // Keep this call so that the App plugin sees universal links.
                return ApplicationDelegateProxy.shared.application(application, continue: userActivity, restorationHandler: restorationHandler)
            }
        }

        """#

    static let infoPlistAfter4 = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>CFBundleExecutable</key>
        	<string>$(EXECUTABLE_NAME)</string>
        	<key>CFBundlePackageType</key>
        	<string>APPL</string>
        	<key>UILaunchStoryboardName</key>
        	<string>LaunchScreen</string>
        	<key>UIApplicationSceneManifest</key>
        	<dict>
        		<key>UIApplicationSupportsMultipleScenes</key>
        		<false/>
        		<key>UISceneConfigurations</key>
        		<dict>
        			<key>UIWindowSceneSessionRoleApplication</key>
        			<array>
        				<dict>
        					<key>UISceneConfigurationName</key>
        					<string>Default Configuration</string>
        					<key>UISceneDelegateClassName</key>
        					<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        					<key>UISceneStoryboardFile</key>
        					<string>Main</string>
        				</dict>
        			</array>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """#

    static let sceneDelegateAfter6 = #"""
        import UIKit
        import Capacitor

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
                SceneDelegateProxy.shared.scene(scene, willConnectTo: session, options: connectionOptions)
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                SceneDelegateProxy.shared.scene(scene, openURLContexts: URLContexts)
            }

            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                SceneDelegateProxy.shared.scene(scene, continue: userActivity)
            }
        }

        """#

    static let appDelegateAfter8 = #"""
        import Capacitor
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }
        }

        """#

    static let packageJSON6 = #"""
        {
          "name": "my-app",
          "dependencies": {
            "@capacitor/core": "8.5.1",
            "@capacitor/ios": "8.5.1"
          }
        }

        """#

    static let appDelegate14 = #"""
        import Capacitor
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {

            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func applicationDidBecomeActive(_ application: UIApplication) {
                // Restart what was paused while the app was inactive.
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if url.scheme == "myapp-auth" {
                    return OAuthSession.shared.finish(with: url)
                }
                return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
            }

            func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                // Keep this call so that the App plugin sees universal links.
                return ApplicationDelegateProxy.shared.application(application, continue: userActivity, restorationHandler: restorationHandler)
            }
        }

        """#

    static let sceneDelegateAfter7 = #"""
        import UIKit
        import Capacitor

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
                SceneDelegateProxy.shared.scene(scene, willConnectTo: session, options: connectionOptions)

                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            }

            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                SceneDelegateProxy.shared.scene(scene, continue: userActivity)
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                    if let source = context.options.sourceApplication { options[.sourceApplication] = source }
                    if let annotation = context.options.annotation { options[.annotation] = annotation }
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
                }
            }
        }

        """#

    static let appDelegateAfter9 = #"""
        import Capacitor
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if url.scheme == "myapp-auth" {
                    return OAuthSession.shared.finish(with: url)
                }
                return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
            }
        }

        """#

    static let packageJSON7 = #"""
        {
          "name": "my-app",
          "dependencies": {
            "@capacitor/core": "^8.4.2",
            "@capacitor/ios": "^8.4.2"
          }
        }

        """#

    static let sceneDelegateAfter8 = #"""
        import UIKit

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard scene is UIWindowScene else { return }
                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                for userActivity in connectionOptions.userActivities {
                    self.scene(scene, continue: userActivity)
                }
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                    if let source = context.options.sourceApplication { options[.sourceApplication] = source }
                    if let annotation = context.options.annotation { options[.annotation] = annotation }
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
                }
            }

            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                _ = appDelegate.handleUserActivity(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
            }
        }

        """#

    static let appDelegateAfter10 = #"""
        import Capacitor
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                // Keep this call so that the App plugin sees the URL.
                return ApplicationDelegateProxy.shared.application(app, open: url, options: options)
            }

            func handleUserActivity(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                // Keep this call so that the App plugin sees universal links.
                return ApplicationDelegateProxy.shared.application(application, continue: userActivity, restorationHandler: restorationHandler)
            }
        }

        """#

    static let appDelegate15 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                return LinkRouter.shared.application(app, open: url, options: options)
            }
        }

        """#

    static let appDelegate16 = #"""
        import FacebookCore
        import FirebaseAuth
        import GoogleSignIn
        import BranchSDK
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if GIDSignIn.sharedInstance.handle(url) {
                    return true
                }
                if Auth.auth().canHandle(url) {
                    return true
                }
                return ApplicationDelegate.shared.application(app, open: url, options: options)
            }

            func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                return Branch.getInstance().continue(userActivity)
            }
        }

        """#

    static let sceneDelegateAfter9 = #"""
        import UIKit

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()

                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
                for userActivity in connectionOptions.userActivities {
                    self.scene(scene, continue: userActivity)
                }
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                    if let source = context.options.sourceApplication { options[.sourceApplication] = source }
                    if let annotation = context.options.annotation { options[.annotation] = annotation }
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
                }
            }

            func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                _ = appDelegate.handleUserActivity(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
            }
        }

        """#

    static let appDelegateAfter11 = #"""
        import FacebookCore
        import FirebaseAuth
        import GoogleSignIn
        import BranchSDK
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if GIDSignIn.sharedInstance.handle(url) {
                    return true
                }
                if Auth.auth().canHandle(url) {
                    return true
                }
                return ApplicationDelegate.shared.application(app, open: url, options: options)
            }

            func handleUserActivity(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                // scenectl migrate: Branch.getInstance().continue (Branch) is called from the scene delegate now, but under scenes it needs its scene API: BranchScene.shared().scene(scene, openURLContexts:) and BranchScene.shared().scene(scene, continue:), and BranchScene.shared().initSession(launchOptions: nil, registerDeepLinkHandler:) in scene(_:willConnectTo:options:) for the cold launch (https://github.com/BranchMetrics/ios-branch-deep-linking-attribution/issues/1013)
                return Branch.getInstance().continue(userActivity)
            }
        }

        """#

    static let appDelegate17 = #"""
        import LinkKit
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if LinkKit.shared.canOpen(url) {
                    return LinkKit.shared.open(url)
                }
                NotificationCenter.default.post(name: .openedLink, object: url)
                return false
            }
        }

        """#

    static let sceneDelegateAfter10 = #"""
        import UIKit

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()

                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: [:])
                }
            }
        }

        """#

    static let appDelegateAfter12 = #"""
        import LinkKit
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func handleOpenURL(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                if LinkKit.shared.canOpen(url) {
                    return LinkKit.shared.open(url)
                }
                NotificationCenter.default.post(name: .openedLink, object: url)
                return false
            }
        }

        """#

    static let appDelegate18 = #"""
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                return SignIn.shared.handle(url)
            }
        }

        final class SignIn {
            static let shared = SignIn()
            func handle(_ url: URL) -> Bool { url.scheme == "signin" }
        }

        """#

    static let appJSON1 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "bundleIdentifier": "com.example.trailnotes"
            },
            "plugins": [
              "expo-router",
              [
                "expo-build-properties",
                {
                  "android": {
                    "minSdkVersion": 26
                  }
                }
              ]
            ]
          }
        }

        """#

    static let packageJSON8 = #"""
        {
          "name": "trail-notes",
          "dependencies": {
            "expo": "~57.0.3",
            "expo-build-properties": "~1.0.2",
            "react-native": "0.86.2"
          }
        }

        """#

    static let appJSONAfter1 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "bundleIdentifier": "com.example.trailnotes"
            },
            "plugins": [
              "expo-router",
              [
                "expo-build-properties",
                {
                  "ios": {
                    "enableSceneSupport": true
                  },
                  "android": {
                    "minSdkVersion": 26
                  }
                }
              ]
            ]
          }
        }

        """#

    static let appJSON2 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "plugins": ["expo-router", "expo-build-properties"]
          }
        }

        """#

    static let packageJSON9 = #"""
        {
          "name": "trail-notes",
          "dependencies": {
            "expo": "~57.0.3",
            "react-native": "0.86.2"
          }
        }

        """#

    static let appJSONAfter2 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "plugins": ["expo-router", ["expo-build-properties", {"ios": {"enableSceneSupport": true}}]]
          }
        }

        """#

    static let appJSON3 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "supportsTablet": true
            }
          }
        }

        """#

    static let appJSONAfter3 = #"""
        {
          "expo": {
            "plugins": [
              [
                "expo-build-properties",
                {
                  "ios": {
                    "enableSceneSupport": true
                  }
                }
              ]
            ],
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "supportsTablet": true
            }
          }
        }

        """#

    static let appJSON4 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "bundleIdentifier": "com.example.trailnotes"
            },
            "plugins": [
              "expo-router",
              "react-native-share-menu",
              [
                "expo-build-properties",
                {
                  "android": {
                    "minSdkVersion": 26
                  }
                }
              ]
            ]
          }
        }

        """#

    static let configPlugin1 = #"""
        module.exports = (config) => config;

        """#

    static let configPlugin2 = #"""
        const { withAppDelegate } = require('@expo/config-plugins');
        module.exports = (config) => withAppDelegate(config, (mod) => mod);

        """#

    static let appJSONAfter4 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "bundleIdentifier": "com.example.trailnotes"
            },
            "plugins": [
              "expo-router",
              "react-native-share-menu",
              [
                "expo-build-properties",
                {
                  "ios": {
                    "enableSceneSupport": true
                  },
                  "android": {
                    "minSdkVersion": 26
                  }
                }
              ]
            ]
          }
        }

        """#

    static let packageJSON10 = #"""
        {
          "name": "trail-notes",
          "dependencies": {
            "expo": "~55.0.9",
            "react-native": "0.86.2"
          }
        }

        """#

    static let appConfig1 = #"""
        export default ({ config }) => ({
          ...config,
          name: "Trail Notes",
        });

        """#

    static let appJSON5 = #"""
        {
          "expo": {
            "name": "Trail Notes",
            "slug": "trail-notes",
            "ios": {
              "bundleIdentifier": "com.example.trailnotes"
            },
            "plugins": [
              [
                "expo-build-properties",
                {
                  "ios": {
                    "enableSceneSupport": false
                  },
                  "android": {
                    "minSdkVersion": 26
                  }
                }
              ]
            ]
          }
        }

        """#

    static let packageJSON11 = #"""
        {
          "name": "notes-web",
          "dependencies": {
            "react": "19.1.0"
          }
        }

        """#

    static let configXML1 = #"""
        <?xml version="1.0" encoding="utf-8"?>
        <widget id="com.example.fieldnotes" version="1.0.0" xmlns="http://www.w3.org/ns/widgets">
            <name>Field Notes</name>
        </widget>

        """#

    static let packageJSON12 = #"""
        {
          "name": "field-notes",
          "dependencies": {
            "cordova-ios": "^7.1.1",
            "cordova-plugin-device": "^3.0.0"
          }
        }

        """#

    static let appDelegateM1 = #"""
        #import "AppDelegate.h"
        #import "MainViewController.h"

        @implementation AppDelegate

        - (BOOL)application:(UIApplication*)application didFinishLaunchingWithOptions:(NSDictionary*)launchOptions
        {
            self.viewController = [[MainViewController alloc] init];
            return [super application:application didFinishLaunchingWithOptions:launchOptions];
        }

        @end

        """#

    static let appDelegateH1 = #"""
        #import <Cordova/CDVViewController.h>
        #import <Cordova/CDVAppDelegate.h>

        @interface AppDelegate : CDVAppDelegate {}

        @end

        """#

    static let file1 = #"""
        #import "CDVShare.h"

        @implementation CDVShare

        - (void)share:(CDVInvokedUrlCommand*)command
        {
            UIWindow* window = [[[UIApplication sharedApplication] delegate] window];
            [window.rootViewController presentViewController:[self sheetFor:command] animated:YES completion:nil];
        }

        @end

        """#

    static let file2 = #"""
        #import "CDVDevice.h"

        @implementation CDVDevice

        - (void)getDeviceInfo:(CDVInvokedUrlCommand*)command
        {
            [self.commandDelegate sendPluginResult:[self info] callbackId:command.callbackId];
        }

        @end

        """#

    static let file3 = #"""
        #import "AppDelegate+Links.h"

        @implementation AppDelegate (Links)

        - (BOOL)application:(UIApplication*)application openURL:(NSURL*)url options:(NSDictionary*)options
        {
            [[NSNotificationCenter defaultCenter] postNotificationName:@"LinksReceived" object:url];
            return YES;
        }

        @end

        """#

    static let appDelegateM2 = #"""
        #import "AppDelegate.h"

        @implementation AppDelegate

        - (BOOL)application:(UIApplication*)application didFinishLaunchingWithOptions:(NSDictionary*)launchOptions
        {
            self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
            self.window.rootViewController = [[RootViewController alloc] init];
            [self.window makeKeyAndVisible];
            return YES;
        }

        @end

        """#

    static let appDelegateH2 = #"""
        #import <UIKit/UIKit.h>

        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (strong, nonatomic) UIWindow *window;
        @end

        """#

    static let appDelegate19 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            GeneratedPluginRegistrant.register(with: self)
            VpnStatusHandler.register(with: self.registrar(forPlugin: VpnStatusHandler.name)!)
            registerHandlers()
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func registerHandlers() {
            MethodHandler.register(with: self.registrar(forPlugin: MethodHandler.name)!)
            FileMethodHandler.register(with: self.registrar(forPlugin: FileMethodHandler.name)!)
          }
        }

        """#

    static let appDelegateAfter13 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            // scenectl migrate: registerHandlers() reads the app delegate's window or takes a plugin registrar from it (self.registrar(forPlugin:)), both nil in didFinishLaunching of a scene app (FlutterSceneDelegate makes the window after launch): call it from didInitializeImplicitFlutterEngine(_:) and take the registrar from engineBridge.pluginRegistry
            registerHandlers()
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
            VpnStatusHandler.register(with: engineBridge.pluginRegistry.registrar(forPlugin: VpnStatusHandler.name)!)
          }

          func registerHandlers() {
            MethodHandler.register(with: self.registrar(forPlugin: MethodHandler.name)!)
            FileMethodHandler.register(with: self.registrar(forPlugin: FileMethodHandler.name)!)
          }
        }

        """#

    static let appDelegate20 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            GeneratedPluginRegistrant.register(with: self)
            window?.backgroundColor = UIColor(named: "LaunchBackground")
            let controller = window?.rootViewController as! FlutterViewController
            let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any]
            let api = NotificationHostApi(launchPayload: payload)
            NotificationHostApiSetup.setUp(binaryMessenger: controller.binaryMessenger, api: api)
            UNUserNotificationCenter.current().delegate = self
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let appDelegateAfter14 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            // scenectl migrate: the app delegate's window is nil here in a scene app (FlutterSceneDelegate makes the window when the scene connects, after didFinishLaunching): this does nothing, or traps on a force unwrap; do it on the scene's window in a FlutterSceneDelegate subclass named in the manifest, or in the FlutterViewController
            window?.backgroundColor = UIColor(named: "LaunchBackground")
            // scenectl migrate: the root FlutterViewController is reached through the app delegate's window here, which is nil in a scene app (FlutterSceneDelegate owns the window): it reads launchOptions, so it was left; move it to didInitializeImplicitFlutterEngine(_:) with engineBridge.applicationRegistrar.messenger()
            let controller = window?.rootViewController as! FlutterViewController
            let payload = launchOptions?[.remoteNotification] as? [AnyHashable: Any]
            let api = NotificationHostApi(launchPayload: payload)
            NotificationHostApiSetup.setUp(binaryMessenger: controller.binaryMessenger, api: api)
            UNUserNotificationCenter.current().delegate = self
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
          }
        }

        """#

    static let appDelegate21 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            GeneratedPluginRegistrant.register(with: self)
            let settings = SettingsHostApi(defaults: .standard)
            let controller = window?.rootViewController as! FlutterViewController
            SettingsHostApiSetup.setUp(binaryMessenger: controller.binaryMessenger, api: settings)
            settings.startObserving()
            UNUserNotificationCenter.current().delegate = self
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let appDelegateAfter15 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
            let settings = SettingsHostApi(defaults: .standard)
            SettingsHostApiSetup.setUp(binaryMessenger: engineBridge.applicationRegistrar.messenger(), api: settings)
            settings.startObserving()
          }
        }

        """#

    static let appDelegate22 = #"""
        import Expo
        import React
        import ReactAppDependencyProvider
        import UIKit

        @main
        class AppDelegate: ExpoAppDelegate {
            var window: UIWindow?

            var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
            var reactNativeFactory: RCTReactNativeFactory?

            override func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
            ) -> Bool {
                Analytics.configure()

                let delegate = ReactNativeDelegate()
                let factory = ExpoReactNativeFactory(delegate: delegate)
                delegate.dependencyProvider = RCTAppDependencyProvider()

                reactNativeDelegate = delegate
                reactNativeFactory = factory
                bindReactNativeFactory(factory)

                #if os(iOS) || os(tvOS)
                window = UIWindow(frame: UIScreen.main.bounds)
                factory.startReactNative(
                    withModuleName: "main",
                    in: window,
                    launchOptions: launchOptions
                )
                #endif

                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }

            override func application(
                _ app: UIApplication,
                open url: URL,
                options: [UIApplication.OpenURLOptionsKey: Any] = [:]
            ) -> Bool {
                if Analytics.handle(url) {
                    return true
                }
                return super.application(app, open: url, options: options) || RCTLinkingManager.application(app, open: url, options: options)
            }

            override func applicationDidBecomeActive(_ application: UIApplication) {
                super.applicationDidBecomeActive(application)
                Preferences.set(true, forKey: "foreground")
            }

            override func applicationDidEnterBackground(_ application: UIApplication) {
                super.applicationDidEnterBackground(application)
            }
        }

        class ReactNativeDelegate: ExpoReactNativeFactoryDelegate {
            override func bundleURL() -> URL? {
                Bundle.main.url(forResource: "main", withExtension: "jsbundle")
            }
        }

        """#

    static let appDelegateAfter16 = #"""
        import Expo
        import React
        import ReactAppDependencyProvider
        import UIKit

        @main
        class AppDelegate: ExpoAppDelegate {
            var window: UIWindow?

            var reactNativeDelegate: ExpoReactNativeFactoryDelegate?
            var reactNativeFactory: RCTReactNativeFactory?

            override func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
            ) -> Bool {
                Analytics.configure()

                let delegate = ReactNativeDelegate()
                let factory = ExpoReactNativeFactory(delegate: delegate)
                delegate.dependencyProvider = RCTAppDependencyProvider()

                reactNativeDelegate = delegate
                reactNativeFactory = factory
                bindReactNativeFactory(factory)

                // scenectl migrate: check: launchOptions is passed on here; in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate
                return super.application(application, didFinishLaunchingWithOptions: launchOptions)
            }

            func handleOpenURL(
                _ app: UIApplication,
                open url: URL,
                options: [UIApplication.OpenURLOptionsKey: Any] = [:]
            ) -> Bool {
                if Analytics.handle(url) {
                    return true
                }
                return super.application(app, open: url, options: options) || RCTLinkingManager.application(app, open: url, options: options)
            }
        }

        class ReactNativeDelegate: ExpoReactNativeFactoryDelegate {
            override func bundleURL() -> URL? {
                Bundle.main.url(forResource: "main", withExtension: "jsbundle")
            }
        }

        """#

    static let sceneDelegateAfter11 = #"""
        import UIKit
        import UserNotifications
        import Expo
        import React

        /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
        /// launch handling and state callbacks (docs/MIGRATING.md).
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            /// The app's code that both the cold and the warm launch paths call stays in the app delegate.
            private var appDelegate: AppDelegate {
                UIApplication.shared.delegate as! AppDelegate
            }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                #if os(iOS) || os(tvOS)
                if let window = appDelegate.window {
                    // The scene connects again: React Native runs once per process, in this window.
                    window.windowScene = windowScene
                    self.window = window
                    window.makeKeyAndVisible()
                } else {
                    window = UIWindow(windowScene: windowScene)
                    appDelegate.window = window
                    appDelegate.reactNativeFactory?.startReactNative(
                        withModuleName: "main",
                        in: window,
                        launchOptions: reactNativeLaunchOptions(connectionOptions)
                    )
                }
                #endif

                // A cold launch's URL, activity and quick action go where a running app's go.
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            }

            /// React Native and its libraries read a cold launch's URL and user activity
            /// (`Linking.getInitialURL()`), quick action and push notification from the options it is
            /// started with; in a scene app they come with the scene's connection options.
            private func reactNativeLaunchOptions(_ connectionOptions: UIScene.ConnectionOptions) -> [UIApplication.LaunchOptionsKey: Any] {
                var launchOptions: [UIApplication.LaunchOptionsKey: Any] = [:]
                if let url = connectionOptions.urlContexts.first?.url {
                    launchOptions[.url] = url
                }
                if let userActivity = connectionOptions.userActivities.first {
                    let activity: [String: Any] = [
                        UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
                        "UIApplicationLaunchOptionsUserActivityKey": userActivity,
                    ]
                    launchOptions[.userActivityDictionary] = activity
                }
                if let shortcutItem = connectionOptions.shortcutItem {
                    launchOptions[.shortcutItem] = shortcutItem
                }
                if let response = connectionOptions.notificationResponse, response.notification.request.trigger is UNPushNotificationTrigger {
                    launchOptions[.remoteNotification] = response.notification.request.content.userInfo
                }
                return launchOptions
            }

            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: context.options.openInPlace]
                    if let source = context.options.sourceApplication { options[.sourceApplication] = source }
                    if let annotation = context.options.annotation { options[.annotation] = annotation }
                    _ = appDelegate.handleOpenURL(UIApplication.shared, open: context.url, options: options)
                }
            }

            func sceneWillEnterForeground(_ scene: UIScene) {
                appDelegate.applicationWillEnterForeground(UIApplication.shared)
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                appDelegate.applicationDidBecomeActive(UIApplication.shared)
                Preferences.set(true, forKey: "foreground")
            }

            func sceneWillResignActive(_ scene: UIScene) {
                appDelegate.applicationWillResignActive(UIApplication.shared)
            }

            func sceneDidEnterBackground(_ scene: UIScene) {
                appDelegate.applicationDidEnterBackground(UIApplication.shared)
            }
        }

        """#

    /// cake_wallet's shape: blank lines holding spaces inside the channels' handlers and between
    /// the channels, which move byte for byte.
    static let appDelegate23 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            let controller: FlutterViewController = window?.rootViewController as! FlutterViewController
            let secureChannel = FlutterMethodChannel(name: "example.app/secure", binaryMessenger: controller.binaryMessenger)
            secureChannel.setMethodCallHandler { call, result in
              let text = call.arguments as? String ?? ""
              
              result(text.isEmpty ? nil : text)
            }
            
            let utilsChannel = FlutterMethodChannel(name: "example.app/utils", binaryMessenger: controller.binaryMessenger)
            utilsChannel.setMethodCallHandler { _, result in result(FlutterMethodNotImplemented) }
            
            GeneratedPluginRegistrant.register(with: self)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
        }

        """#

    static let appDelegateAfter17 = #"""
        import Flutter
        import UIKit

        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
            let secureChannel = FlutterMethodChannel(name: "example.app/secure", binaryMessenger: engineBridge.applicationRegistrar.messenger())
            secureChannel.setMethodCallHandler { call, result in
              let text = call.arguments as? String ?? ""
              
              result(text.isEmpty ? nil : text)
            }
            
            let utilsChannel = FlutterMethodChannel(name: "example.app/utils", binaryMessenger: engineBridge.applicationRegistrar.messenger())
            utilsChannel.setMethodCallHandler { _, result in result(FlutterMethodNotImplemented) }
          }
        }

        """#
}
