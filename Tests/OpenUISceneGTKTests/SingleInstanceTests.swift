import Foundation
import Testing
import OpenUIScene

/// A private session bus: `dbus-daemon --session`, started and stopped by its pid (what
/// `dbus-run-session` does, with the address in our hands so that two app processes share it).
final class SessionBus: @unchecked Sendable {
    let address: String
    private let daemon = Process()

    init() throws {
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try Tool.launch(daemon)
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        address = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if address.isEmpty {
            TestDisplay.end(daemon)
            throw FixtureError.toolFailed("dbus-daemon", daemon.arguments ?? [], -1)
        }
    }

    func stop() { TestDisplay.end(daemon) }
    deinit { stop() }
}

extension GTKHostTests {
    @Suite(.serialized) struct SingleInstance {
        /// With a session bus, a second launch with a URL hands it to the running process,
        /// where the engine routes it to a scene, and exits 0; a second launch with no argument
        /// opens a new window (the fixture supports multiple scenes).
        @Test func aSecondLaunchHandsItsURLToTheRunningApp() throws {
            let display = try TestDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let first = try FixtureApp(display: display, sessionBus: bus.address)
            try first.waitForWindowEvent("focused", session: 0, after: 0)

            let started = Date()
            let second = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["fixture://note/7"])
            #expect(try second.waitForExit() == 0)
            let handOver = Date().timeIntervalSince(started)
            print("second launch handed its URL over and exited in \(Int(handOver * 1000)) ms")
            try first.waitForOutput("opened fixture://note/7")
            #expect(first.events().contains { $0.kind == .intent && $0.name == "openURL" && $0.detail == "fixture://note/7" })
            #expect(second.events().isEmpty, "the second process must not launch the app")

            let mark = first.events().count
            let third = try FixtureApp(display: display, sessionBus: bus.address)
            #expect(try third.waitForExit() == 0)
            try first.waitForWindowEvent("focused", session: 1, after: mark)
            #expect(first.events().dropFirst(mark).contains { $0.kind == .intent && $0.name == "openNewWindow" })

            first.process.terminate()
            #expect(try first.waitForExit() == 0)
        }

        /// The first launch with a URL connects its scene with the URL in the connection options.
        @Test func aLaunchWithAURLConnectsItsSceneWithTheURL() throws {
            let display = try TestDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["fixture://note/3"])
            try app.waitForOutput("connected with fixture://note/3")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
