import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it (the apps' files: FrameworkExampleFiles).
extension StartReactNativeInScene {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "an Expo app delegate (mattermost-mobile's shape): the overrides' super calls become calls of ExpoAppDelegate's methods, which hand the events to Expo's modules, and every scene state callback makes one",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate22,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON3,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter16,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter11,
            ],
            manualSteps: ["expo-subscribers", "launch-options-passed-on", "sdk-unknown-call"]
        ),
        MigrationExample(
            "the React Native 0.78–0.87 template",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter1,
            ]
        ),
        MigrationExample(
            "React Native 0.88 (package.json): the scene's connection options",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON2,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter2,
            ]
        ),
        MigrationExample(
            "an Expo SDK 55 app: the start in an #if block, the app's own set-up and super kept",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate2,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON3,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter2,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter3,
            ],
            manualSteps: ["expo-subscribers", "launch-options-passed-on", "sdk-unknown-call"]
        ),
        MigrationExample(
            "a version package.json does not pin (nightly)",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON4,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateAfter1,
            ],
            manualSteps: ["react-native-version-unknown"]
        ),
        MigrationExample(
            "a factory not kept on the app delegate: nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate3,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            manualSteps: ["react-native-not-moved"]
        ),
        MigrationExample(
            "React Native 0.77's Swift template (AppDelegate: RCTAppDelegate): automaticallyLoadReactNativeWindow off, the scene's window gets React Native's root view from rootViewFactory",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateBase077,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSONBase077,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateBase077After,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateBase077After,
            ]
        ),
        MigrationExample(
            "an RCTAppDelegate subclass on React Native 0.81 that hands its URLs to RCTLinkingManager: rootViewFactory() (a method from 0.78), a link that reconnects the scene handed over",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateBaseLinking,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateBaseLinkingAfter,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateBaseLinkingAfter,
            ]
        ),
        MigrationExample(
            "an RCTAppDelegate subclass that reads self.window elsewhere (an alert presented on its root): the read stays, the scene assigns the window (it was rewritten to sceneKeyWindow without its optional chain)",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.baseWindowReadIosShelfAppDelegateSwift,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSONBase077,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.baseWindowReadAfterIosShelfAppDelegateSwift,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.sceneDelegateBase077After,
            ]
        ),
        MigrationExample(
            "react-native-splash-screen's RNSplashScreen.show() after super in an RCTAppDelegate subclass: moved to the scene, when React Native starts",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.baseSplashIosShelfAppDelegateSwift,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSONBase077,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.baseSplashAfterIosShelfAppDelegateSwift,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.baseSplashAfterIosShelfSceneDelegateSwift,
            ]
        ),

        MigrationExample(
            "RNSplashScreen.show() after the factory's start (0.81): moved with the start, after it",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.factorySplashIosShelfAppDelegateSwift,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSON1,
            ],
            after: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegateAfter1,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlistAfter1,
                "ios/Shelf/SceneDelegate.swift": FrameworkExampleFiles.factorySplashAfterIosShelfSceneDelegateSwift,
            ]
        ),
        MigrationExample(
            "an RCTAppDelegate subclass on React Native 0.75, which always makes its window: nothing changed",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate4,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
                "package.json": FrameworkExampleFiles.packageJSONBase075,
            ],
            manualSteps: ["react-native-app-delegate-base"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a UIKit app that makes its window the same way, without React Native",
            before: [
                "ios/Shelf/AppDelegate.swift": FrameworkExampleFiles.appDelegate5,
                "ios/Shelf/Info.plist": FrameworkExampleFiles.infoPlist1,
            ]
        ),
    ]
}

/// The files of the `RCTAppDelegate` examples (React Native 0.77's and 0.78's Swift templates).
extension FrameworkExampleFiles {
    static let appDelegateBase077 = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let appDelegateBase077After = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            // SceneDelegate makes React Native's window, from its scene: UIKit shows no other.
            automaticallyLoadReactNativeWindow = false
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let sceneDelegateBase077After = #"""
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
            if let window = Self.reactNativeWindow {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
            } else {
              let rootView = appDelegate.rootViewFactory.view(
                withModuleName: appDelegate.moduleName ?? "Shelf",
                initialProperties: appDelegate.initialProps,
                launchOptions: reactNativeLaunchOptions(connectionOptions)
              )
              let window = UIWindow(windowScene: windowScene)
              let rootViewController = appDelegate.createRootViewController()
              appDelegate.setRootView(rootView, toRootViewController: rootViewController)
              window.rootViewController = rootViewController
              self.window = window
              Self.reactNativeWindow = window
              appDelegate.window = window
              window.makeKeyAndVisible()
            }
          }

          /// The window React Native runs in, once it has started (one per process).
          private static var reactNativeWindow: UIWindow?

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

    static let packageJSONBase077 = #"""
        {
          "name": "Shelf",
          "version": "0.0.1",
          "private": true,
          "dependencies": {
            "react": "18.3.1",
            "react-native": "0.77.3"
          }
        }

        """#

    static let packageJSONBase075 = #"""
        {
          "name": "shelf",
          "dependencies": {
            "react": "19.1.0",
            "react-native": "0.75.4"
          }
        }

        """#

    static let appDelegateBaseLinking = #"""
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

          override func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
            RCTLinkingManager.application(app, open: url, options: options)
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let appDelegateBaseLinkingAfter = #"""
        import UIKit
        import React
        import React_RCTAppDelegate

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            moduleName = "Shelf"
            initialProps = [:]
            // SceneDelegate makes React Native's window, from its scene: UIKit shows no other.
            automaticallyLoadReactNativeWindow = false
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          override func bundleURL() -> URL? {
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
          }
        }

        """#

    static let sceneDelegateBaseLinkingAfter = #"""
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
            if let window = Self.reactNativeWindow {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
              self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            } else {
              let rootView = appDelegate.rootViewFactory().view(
                withModuleName: appDelegate.moduleName ?? "Shelf",
                initialProperties: appDelegate.initialProps,
                launchOptions: reactNativeLaunchOptions(connectionOptions)
              )
              let window = UIWindow(windowScene: windowScene)
              let rootViewController = appDelegate.createRootViewController()
              appDelegate.setRootView(rootView, toRootViewController: rootViewController)
              window.rootViewController = rootViewController
              self.window = window
              Self.reactNativeWindow = window
              appDelegate.window = window
              window.makeKeyAndVisible()
            }
          }

          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            for context in URLContexts {
              RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
            }
          }

          /// The window React Native runs in, once it has started (one per process).
          private static var reactNativeWindow: UIWindow?

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

    static let baseWindowReadIosShelfAppDelegateSwift = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func showAlert(_ message: String) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            self.window.rootViewController?.present(alert, animated: true, completion: nil)
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let baseWindowReadAfterIosShelfAppDelegateSwift = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            // SceneDelegate makes React Native's window, from its scene: UIKit shows no other.
            automaticallyLoadReactNativeWindow = false
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }

          func showAlert(_ message: String) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            self.window.rootViewController?.present(alert, animated: true, completion: nil)
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let baseSplashIosShelfAppDelegateSwift = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            let started = super.application(application, didFinishLaunchingWithOptions: launchOptions)
            RNSplashScreen.show()
            return started
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let baseSplashAfterIosShelfAppDelegateSwift = #"""
        import UIKit
        import React
        import React_RCTAppDelegate
        import ReactAppDependencyProvider

        @main
        class AppDelegate: RCTAppDelegate {
          override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
            self.moduleName = "Shelf"
            self.dependencyProvider = RCTAppDependencyProvider()

            // You can add your custom initial props in the dictionary below.
            // They will be passed down to the ViewController used by React Native.
            self.initialProps = [:]

            // SceneDelegate makes React Native's window, from its scene: UIKit shows no other.
            automaticallyLoadReactNativeWindow = false
            let started = super.application(application, didFinishLaunchingWithOptions: launchOptions)
            return started
          }

          override func sourceURL(for bridge: RCTBridge) -> URL? {
            self.bundleURL()
          }

          override func bundleURL() -> URL? {
        #if DEBUG
            RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
        #else
            Bundle.main.url(forResource: "main", withExtension: "jsbundle")
        #endif
          }
        }

        """#

    static let baseSplashAfterIosShelfSceneDelegateSwift = #"""
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
            if let window = Self.reactNativeWindow {
              // The scene connects again: React Native runs once per process, in this window.
              window.windowScene = windowScene
              self.window = window
              window.makeKeyAndVisible()
            } else {
              let rootView = appDelegate.rootViewFactory.view(
                withModuleName: appDelegate.moduleName ?? "Shelf",
                initialProperties: appDelegate.initialProps,
                launchOptions: reactNativeLaunchOptions(connectionOptions)
              )
              let window = UIWindow(windowScene: windowScene)
              let rootViewController = appDelegate.createRootViewController()
              appDelegate.setRootView(rootView, toRootViewController: rootViewController)
              window.rootViewController = rootViewController
              self.window = window
              Self.reactNativeWindow = window
              appDelegate.window = window
              window.makeKeyAndVisible()
              RNSplashScreen.show()
            }
          }

          /// The window React Native runs in, once it has started (one per process).
          private static var reactNativeWindow: UIWindow?

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
    static let factorySplashIosShelfAppDelegateSwift = #"""
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
            RNSplashScreen.show()

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

    static let factorySplashAfterIosShelfSceneDelegateSwift = #"""
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
              RNSplashScreen.show()
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
}
