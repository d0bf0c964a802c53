import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct DiscardWhileNotRunningTests {
    @Test func aSessionClosedWhileTheAppIsNotRunningIsReportedAtTheNextLaunchExactlyOnce() throws {
        let (device, recorder) = launchedDevice()
        device.openNewWindow()
        let closed = device.sessions[1].persistentIdentifier
        device.terminate()
        recorder.log.removeAll()
        device.closeSession(persistentIdentifier: closed)
        device.launch()
        let discard = try #require(recorder.log.firstIndex { $0.hasSuffix("app.didDiscardSceneSessions") })
        #expect(recorder.log[..<discard] == ["app.willFinishLaunching", "app.didFinishLaunching", "N.didFinishLaunching"], "shortly after didFinishLaunching, before any scene connects")
        #expect(recorder.log.filter { $0.hasSuffix("didDiscardSceneSessions") }.count == 1)
        #expect(!device.sessions.map(\.persistentIdentifier).contains(closed))
        #expect(device.sessions.count == 1)
        recorder.log.removeAll()
        device.relaunch()
        #expect(!recorder.log.contains { $0.hasSuffix("didDiscardSceneSessions") }, "reported once only")
    }

    @Test func closingAnUnknownSessionWhileNotRunningReportsNothing() {
        let (device, recorder) = launchedDevice()
        device.terminate()
        device.closeSession(persistentIdentifier: "no-such-session")
        recorder.log.removeAll()
        device.launch()
        #expect(!recorder.log.contains { $0.hasSuffix("didDiscardSceneSessions") })
    }
}
