import Foundation
import Testing
import OpenUIScene
import OpenUISceneManifest
import OpenUISceneTesting

/// `scenectl explain` and the running engine resolve configurations through one resolver: fed
/// the same Info.plist, they name the same configuration, scene class, delegate and storyboard.
@MainActor
@Suite struct OneResolverTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var configurations: [[String: String]]
        var requestedName: String?
    }

    nonisolated static let cases: [Case] = [
        Case(description: "the role's first entry", configurations: [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"],
            ["UISceneConfigurationName": "Editor", "UISceneClassName": "$(PRODUCT_MODULE_NAME).CustomWindowScene", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).EditorSceneDelegate"],
        ], requestedName: nil),
        Case(description: "a named entry with its own scene class", configurations: [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"],
            ["UISceneConfigurationName": "Editor", "UISceneClassName": "OpenUISceneTests.CustomWindowScene", "UISceneDelegateClassName": "$(PRODUCT_NAME).EditorSceneDelegate"],
        ], requestedName: "Editor"),
        Case(description: "UISceneClassName set to the delegate (a real mistake)", configurations: [
            ["UISceneConfigurationName": "Default Configuration", "UISceneClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"],
        ], requestedName: nil),
        Case(description: "an unknown name", configurations: [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate"],
        ], requestedName: "Nowhere"),
        Case(description: "an entry with a storyboard and no name", configurations: [
            ["UISceneStoryboardFile": "Main", "UISceneDelegateClassName": "OpenUISceneTests.RecordingSceneDelegate"],
        ], requestedName: nil),
    ]

    nonisolated private static func bare(_ name: String?) -> String? {
        guard let name else { return nil }
        return name.hasPrefix("OpenUIScene.") ? String(name.dropFirst("OpenUIScene.".count)) : name
    }

    @Test(arguments: cases)
    func explainAndTheEngineAgree(_ testCase: Case) throws {
        let plist: [String: Any] = [
            "CFBundleIdentifier": "org.openuiscene.tests.resolver",
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": testCase.configurations],
            ] as [String: Any],
        ]
        let explanation = ManifestExplanation(info: InfoPlistLoader.parse(plist, sourcePath: nil).info, name: testCase.requestedName, moduleName: "OpenUISceneTests")

        TestHooks.reset()
        _ = Recorder.start()
        TestHooks.configure = { session, _ in UISceneConfiguration(name: testCase.requestedName, sessionRole: session.role) }
        defer { TestHooks.configure = nil }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: plist)
        device.launch()
        let session = try #require(device.sessions.first)
        let configuration = session.configuration
        let scene = try #require(session.scene)

        #expect(configuration.name == explanation.name, "name")
        #expect(Self.bare(_typeName(type(of: scene), qualified: true)) == explanation.sceneClass, "scene class")
        #expect(configuration.delegateClass.map { _typeName($0, qualified: true) } == explanation.delegateClass, "delegate class")
        #expect(configuration.storyboard?.name == explanation.storyboard, "storyboard")
        let logged = device.trace.contains { $0.detail == explanation.configuration.logMessage }
        #expect(explanation.configuration.logMessage == nil || logged, "UIKit's log line, from the same resolver")
    }
}
