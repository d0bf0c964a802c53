import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension AppDelegateWindow {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "the app delegate reads its window later; the property goes",
            before: [
            "AppDelegate.swift": #"""
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

                func showAlert() {
                    window?.rootViewController?.present(UIAlertController(), animated: true)
                }
            }

            final class RootViewController: UIViewController {}

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    return true
                }

                func showAlert() {
                    UIApplication.shared.sceneKeyWindow?.rootViewController?.present(UIAlertController(), animated: true)
                }
            }

            final class RootViewController: UIViewController {}

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = RootViewController()
                    window?.makeKeyAndVisible()
                }
            }

            extension UIApplication {
                /// The key window of the foreground scene (or of the first connected window scene): what
                /// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes.
                var sceneKeyWindow: UIWindow? {
                    let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                    let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                    return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                }
            }

            """#,
            ],
            manualSteps: ["window-read-rewritten"]
        ),
        MigrationExample(
            "a protocol of the app requires `window`: the property stays, marked",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate, WindowProvider {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Theme.apply(to: self)
                    return true
                }
            }

            protocol WindowProvider {
                var window: UIWindow? { get }
            }

            enum Theme {
                static func apply(to provider: WindowProvider) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate, WindowProvider {
                // scenectl migrate: AppDelegate adopts `WindowProvider`, which requires `window`: code that reads the window through it gets nil in a scene app (UIKit sets no app-delegate window); give that code the scene's window (for example assign `appDelegate.window = window` in scene(_:willConnectTo:options:) and run the work that needs the window from there)
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Theme.apply(to: self)
                    return true
                }
            }

            protocol WindowProvider {
                var window: UIWindow? { get }
            }

            enum Theme {
                static func apply(to provider: WindowProvider) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["window-required-by-protocol"]
        ),
        MigrationExample(
            "a window made with a size and nothing else: the scene's window takes the scene's",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist1,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist2,
            "SceneDelegate.swift": #"""
            import UIKit

            /// The app's window scene: written by `scenectl migrate` from AppDelegate's window set-up,
            /// launch handling and state callbacks (docs/MIGRATING.md).
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                }
            }

            """#,
            ],
            manualSteps: ["window-made-differently"]
        ),
        MigrationExample(
            "the window assigned in a helper: the property stays",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func resetWindow() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                // scenectl migrate: the app delegate's window is still assigned or used in code this tool did not move; in a scene app each scene delegate owns its window
                var window: UIWindow?

                func resetWindow() {
                    // scenectl migrate: the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)
                    window = UIWindow(frame: UIScreen.main.bounds)
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["window-assigned", "window-property-kept"]
        ),
        MigrationExample(
            "the window made in a helper that launch calls, then bound to a local of its name (deltachat's shape): the property stays, and so does the read of the window just made",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var coordinator: Coordinator?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    finishLaunching()
                    return true
                }

                func finishLaunching() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    guard let window = window else {
                        fatalError("window was nil in app delegate")
                    }
                    window.backgroundColor = .systemBackground
                    coordinator = Coordinator(window: window)
                }
            }

            final class Coordinator {
                init(window: UIWindow) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ],
            after: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                // scenectl migrate: the app delegate's window is still assigned or used in code this tool did not move; in a scene app each scene delegate owns its window
                var window: UIWindow?
                var coordinator: Coordinator?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    finishLaunching()
                    return true
                }

                func finishLaunching() {
                    // scenectl migrate: the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)
                    window = UIWindow(frame: UIScreen.main.bounds)
                    guard let window = window else {
                        fatalError("window was nil in app delegate")
                    }
                    window.backgroundColor = .systemBackground
                    coordinator = Coordinator(window: window)
                }
            }

            final class Coordinator {
                init(window: UIWindow) {}
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift2,
            ],
            manualSteps: ["window-assigned", "window-property-kept"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a view's own window",
            before: [
            "AppDelegate.swift": #"""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Settings.registerDefaults()
                    return true
                }
            }

            enum Settings {
                static func registerDefaults() {}
            }

            final class Banner: UIView {
                func attach() {
                    window?.addSubview(self)
                }
            }

            """#,
            "Info.plist": ExampleFiles.infoPlist3,
            ]
        ),
    ]
}
