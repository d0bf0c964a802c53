import Foundation

// The examples the step's tests run (MigrationStepExampleTests): whole apps before the recipe,
// and every file that changes, whole, after it.
extension WindowLookups {
    static let examples: [MigrationExample] = [
        MigrationExample(
            "an alert overlay window made for no scene (MyFlightbook's shape): given the foreground scene right after it is made",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "AlertWindow.swift": #"""
            import UIKit

            final class AlertWindow {
                private var window: UIWindow?

                func show(_ alert: UIAlertController) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    window.windowLevel = .alert + 1
                    window.makeKeyAndVisible()
                    self.window = window
                    window.rootViewController?.present(alert, animated: true)
                }
            }

            """#,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift4,
            "AlertWindow.swift": #"""
            import UIKit

            final class AlertWindow {
                private var window: UIWindow?

                func show(_ alert: UIAlertController) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.windowScene = UIApplication.shared.sceneKeyWindow?.windowScene
                    window.rootViewController = UIViewController()
                    window.windowLevel = .alert + 1
                    window.makeKeyAndVisible()
                    self.window = window
                    window.rootViewController?.present(alert, animated: true)
                }
            }

            """#,
            ],
            manualSteps: []
        ),
        MigrationExample(
            "the app delegate's window read through a local bound to the app delegate (Duffy's shape: the property is removed, so it would not compile)",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "AboutFooter.swift": #"""
            import UIKit

            final class AboutFooter: UIView {
                func openAbout() {
                    guard let delegate = UIApplication.shared.delegate as? AppDelegate,
                          let root = delegate.window?.rootViewController else { return }
                    root.present(AboutController(), animated: true)
                }
            }

            """#,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift4,
            "AboutFooter.swift": #"""
            import UIKit

            final class AboutFooter: UIView {
                func openAbout() {
                    guard let delegate = UIApplication.shared.delegate as? AppDelegate,
                          let root = UIApplication.shared.sceneKeyWindow?.rootViewController else { return }
                    root.present(AboutController(), animated: true)
                }
            }

            """#,
            ],
            manualSteps: []
        ),
        MigrationExample(
            "keyWindow and windows.first anywhere; windows listed otherwise",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.keyWindow?.addSubview(label)
                }

                static func hideAll() {
                    UIApplication.shared.windows.first?.subviews.forEach { $0.removeFromSuperview() }
                    for window in UIApplication.shared.windows {
                        window.endEditing(true)
                    }
                }
            }

            """#,
            ],
            after: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift6,
            "Info.plist": ExampleFiles.infoPlist4,
            "SceneDelegate.swift": ExampleFiles.sceneDelegateSwift4,
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(_ text: String) {
                    let label = UILabel()
                    label.text = text
                    UIApplication.shared.sceneKeyWindow?.addSubview(label)
                }

                static func hideAll() {
                    UIApplication.shared.sceneKeyWindow?.subviews.forEach { $0.removeFromSuperview() }
                    // scenectl migrate: window lookup not rewritten: UIApplication.shared.windows lists every window of every scene; look in the scene's windows (a view's window?.windowScene, or the scene delegate's window) instead
                    for window in UIApplication.shared.windows {
                        window.endEditing(true)
                    }
                }
            }

            """#,
            ],
            manualSteps: ["window-lookup-left"]
        ),
    ]

    static let lookalikes: [MigrationExample] = [
        MigrationExample(
            "a window scene's own key window",
            before: [
            "AppDelegate.swift": ExampleFiles.appDelegateSwift5,
            "Info.plist": ExampleFiles.infoPlist3,
            "Toast.swift": #"""
            import UIKit

            enum Toast {
                static func show(in scene: UIWindowScene) {
                    scene.keyWindow?.addSubview(UILabel())
                }
            }

            """#,
            ]
        ),
    ]
}
