import Foundation
import Testing
@testable import OpenUIScene
import OpenUISceneTesting

/// What the hot path's shortcuts (issue 22 item 17, `LifecycleBenchmarks`) must keep exactly as
/// before: the identifiers' form, and one foreground-active scene among many sessions.
@MainActor
@Suite struct EngineHotPathTests {
    /// New sessions' identifiers are formatted by hand: the same form as `UUID().uuidString`,
    /// random version 4 UUIDs as `UUID()` makes (their random bytes are read in blocks of 256
    /// identifiers: 1,000 cross several blocks).
    @Test func sessionIdentifiersAreUpperCaseUUIDStrings() {
        var seen: Set<String> = []
        for _ in 0..<1_000 {
            let identifier = SceneEngine.newSessionIdentifier()
            #expect(UUID(uuidString: identifier)?.uuidString == identifier)
            let characters = Array(identifier)
            #expect(characters[14] == "4", "version 4: \(identifier)")
            #expect("89AB".contains(characters[19]), "RFC 4122 variant: \(identifier)")
            seen.insert(identifier)
        }
        #expect(seen.count == 1_000)
    }

    /// The random bytes are read 4 KiB (256 identifiers) at a time, and a fork spends the block
    /// read ahead, so that a forked child never makes its parent's next identifiers
    /// (`pthread_atfork` calls `noteFork()` in the child).
    @Test func identifierRandomnessIsReadInBlocksAndNotReusedAfterAFork() {
        let randomness = IdentifierRandomness.shared
        _ = SceneEngine.newSessionIdentifier()
        let left = randomness.remainingBytes
        #expect(left % 16 == 0 && left < 4_096)
        _ = SceneEngine.newSessionIdentifier()
        #expect(randomness.remainingBytes == (left == 0 ? 4_096 - 16 : left - 16))
        IdentifierRandomness.noteFork()
        #expect(randomness.remainingBytes == 0)
        _ = SceneEngine.newSessionIdentifier()
        #expect(randomness.remainingBytes == 4_096 - 16)
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
