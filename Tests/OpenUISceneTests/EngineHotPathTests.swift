import Foundation
import Testing
@testable import OpenUIScene
import OpenUISceneTesting

/// What the hot path's shortcuts (issue 22 item 17, `LifecycleBenchmarks`) must keep exactly as
/// before: the identifiers' form, and one foreground-active scene among many sessions.
@MainActor
@Suite struct EngineHotPathTests {
    /// New sessions' identifiers are formatted by hand: the same form as `UUID().uuidString`.
    @Test func sessionIdentifiersAreUpperCaseUUIDStrings() {
        var seen: Set<String> = []
        for _ in 0..<1_000 {
            let identifier = SceneEngine.newSessionIdentifier()
            #expect(UUID(uuidString: identifier)?.uuidString == identifier)
            seen.insert(identifier)
        }
        #expect(seen.count == 1_000)
    }

    /// With many sessions connected, each activation resigns exactly the one scene that was
    /// active (kept as states change, not found by looking through every scene).
    @Test func oneSceneIsActiveAmongManyAndEachActivationResignsTheLastOne() throws {
        let (device, recorder) = launchedDevice()
        for _ in 0..<30 { device.openNewWindow() }
        let sessions = device.sessions
        #expect(sessions.filter { $0.scene?.activationState == .foregroundActive }.count == 1)
        recorder.log.removeAll()
        device.moveToBackground(sessions[3])
        device.moveToForeground(sessions[3])
        device.moveToForeground(sessions[7])
        #expect(sessions.filter { $0.scene?.activationState == .foregroundActive }.map { recorder.label($0) } == [recorder.label(sessions[7])])
        let resigned = recorder.log.filter { $0.hasSuffix(".sceneWillResignActive") }
        #expect(resigned == ["\(recorder.label(sessions[30])).sceneWillResignActive", "\(recorder.label(sessions[3])).sceneWillResignActive"])
        #expect(!device.trace.contains { $0.kind == .error && $0.name == "invariant" })
    }
}
