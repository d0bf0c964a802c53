import SceneToolsCore
import Testing
@testable import SceneDoctor

/// Every SDK of the table: an app-delegate URL method calling it in a scene-based app gets the
/// finding, naming the SDK's scene-side call and source; the same call made from the scene
/// delegate too is no finding.
struct SDKTableTests {
    static func appDelegate(calling call: String) -> String {
        """
        @main class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                return \(call)
            }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
        """
    }

    @Test("each SDK's call is named with its scene call", arguments: SceneSDKs.all.map(\.name))
    func named(_ name: String) throws {
        let sdk = try #require(SceneSDKs.all.first { $0.name == name })
        let call = sdk.calls[0] + "(url)"
        let findings = DoctorTestSupport.check(Self.appDelegate(calling: call), rule: "app-delegate-event-callback")
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("; \(sdk.name): \(sdk.sceneCall) (\(sdk.source)).") == true, "\(findings.map(\.message))")
        // Forwarded from the scene delegate as well: the old method is dead code, nothing lost.
        let forwarded = Self.appDelegate(calling: call).replacingOccurrences(of: "class SceneDelegate: UIResponder, UIWindowSceneDelegate {}", with: """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url else { return }
                    _ = \(call)
                }
            }
            """)
        #expect(DoctorTestSupport.check(forwarded, rule: "app-delegate-event-callback").isEmpty)
    }

    @Test("an app-delegate method with no known SDK call keeps the plain message")
    func noSDK() {
        let findings = DoctorTestSupport.check(Self.appDelegate(calling: "Router.open(url)"), rule: "app-delegate-event-callback")
        #expect(findings.map(\.message) == ["UIKit does not call application(_:open:options:) in a scene-based app: the work in it never runs; handle the event in the scene delegate (scene(_:openURLContexts:) and connectionOptions.urlContexts)"])
    }
}
