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

    /// The engine posts a notification's object as an `Any` holding `AnyObject` (cheaper for
    /// Foundation to match): observers still get the object itself, of its own class, and an
    /// observer registered for that one object gets its notifications and no other scene's.
    @Test func notificationObjectsAreTheScenesAndApplicationThemselves() throws {
        let (device, recorder) = launchedDevice()
        defer { recorder.stop() }
        device.openNewWindow()
        let sessions = device.sessions
        let scene = try #require(sessions[0].scene)
        nonisolated(unsafe) var received: [(type: String, object: AnyObject?)] = []
        let observer = NotificationCenter.default.addObserver(forName: UIScene.willEnterForegroundNotification, object: scene, queue: nil) { note in
            received.append((String(describing: type(of: note.object!)), note.object as AnyObject?))
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        nonisolated(unsafe) var applicationObjects: [AnyObject?] = []
        let appObserver = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared, queue: nil) { note in
            applicationObjects.append(note.object as AnyObject?)
        }
        defer { NotificationCenter.default.removeObserver(appObserver) }
        device.moveToBackground(sessions[1])
        device.moveToForeground(sessions[1])
        #expect(received.isEmpty)
        device.moveToBackground(sessions[0])
        device.moveToForeground(sessions[0])
        #expect(received.count == 1)
        #expect(received.first?.type == "UIWindowScene")
        #expect(received.first?.object === scene)
        #expect(applicationObjects.isEmpty)
        device.moveToBackground(sessions[0])
        device.moveToBackground(sessions[1])
        #expect(received.count == 1)
        #expect(applicationObjects.count == 1)
        #expect(applicationObjects.first.flatMap { $0 } === UIApplication.shared)
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
