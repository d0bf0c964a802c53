import Testing
@testable import SceneDoctor

/// Where the options go somewhere the analysis cannot read, the finding is a note, not a warning.
struct CannotTellTests {
    static let opaque = """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                DeepLinkKit.handle(connectionOptions)
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { DeepLinkKit.open(URLContexts) }
        }
        """

    @Test("options passed into another module: a note that names the call")
    func anotherModule() {
        let findings = DoctorTestSupport.check(Self.opaque, rule: "url-lost-at-cold-launch")
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.contains("DeepLinkKit.handle") == true)
    }

    @Test("options stored in a property that the delegate never reads again: a note")
    func storedOpaquely() {
        let findings = DoctorTestSupport.check("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var launch: UIScene.ConnectionOptions?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    launch = connectionOptions
                    Container.shared.register(launch)
                }
                func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { Router.go(userActivity) }
            }
            """, rule: "activity-lost-at-cold-launch")
        #expect(findings.map(\.severity) == [.note])
    }

    @Test("options followed through two helpers of the app that read them: nothing")
    func followedThroughHelpers() {
        let findings = DoctorTestSupport.check("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let options = connectionOptions
                    configure(scene, launchOptions: options)
                }
                private func configure(_ scene: UIScene, launchOptions: UIScene.ConnectionOptions, animated: Bool = false) {
                    LaunchHandler(options: launchOptions).run()
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { Router.open(URLContexts) }
            }
            struct LaunchHandler {
                let options: UIScene.ConnectionOptions
                init(options: UIScene.ConnectionOptions) { self.options = options }
                func run() { options.urlContexts.forEach { Router.open($0.url) } }
            }
            """, rule: "url-lost-at-cold-launch")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("a recursive helper does not loop")
    func recursion() {
        let findings = DoctorTestSupport.check("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    again(connectionOptions)
                }
                func again(_ options: UIScene.ConnectionOptions) { again(options) }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { Router.open(URLContexts) }
            }
            """, rule: "url-lost-at-cold-launch")
        #expect(findings.map(\.severity) == [.warning])
    }
}
