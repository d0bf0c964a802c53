import Foundation
import VirtualDisplay
import Testing
import OpenUIScene

/// A private session bus made by `dbus-run-session`, started and stopped by its pid: its child
/// shell prints the bus address (so that two app processes can share the bus) and waits on its
/// standard input; closing that input ends the child, and `dbus-run-session` then stops the
/// daemon and exits.
final class SessionBus: @unchecked Sendable {
    let address: String
    private let session = Process()
    private let input = Pipe()

    /// - Parameter environment: the bus's environment (default: the test's); D-Bus activation
    ///   finds services in `$XDG_DATA_HOME/dbus-1/services`.
    init(environment: [String: String]? = nil) throws {
        session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        if let environment { session.environment = environment }
        session.arguments = ["--", "/bin/sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; read _"]
        let output = Pipe()
        session.standardInput = input
        session.standardOutput = output
        session.standardError = FileHandle.nullDevice
        try ChildProcess.launch(session)
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        address = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if address.isEmpty {
            stop()
            throw FixtureError.toolFailed("dbus-run-session", session.arguments ?? [], -1)
        }
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        if !ChildProcess.poll(seconds: 5, { !session.isRunning }) { ChildProcess.end(session) }
        session.waitUntilExit()
    }

    deinit { stop() }
}

extension GTKHostTests {
    @Suite(.serialized) struct SingleInstance {
        /// With a session bus, a second launch with a URL hands it to the running process,
        /// where the engine routes it to a scene, and exits 0; a second launch with no argument
        /// opens a new window (the fixture supports multiple scenes).
        @Test func aSecondLaunchHandsItsURLToTheRunningApp() throws {
            let display = try VirtualDisplay()
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

        /// A second launch with an argument that is not a URL says so and exits non-zero; the
        /// running app is not disturbed (the argument used to vanish without a word).
        @Test(arguments: ["fixture://[bad", "http://a b/%zz"])
        func aSecondLaunchWithAnInvalidURLSaysSoAndFails(argument: String) throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let first = try FixtureApp(display: display, sessionBus: bus.address)
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            let second = Process()
            second.executableURL = FixtureApp.productsDirectory.appendingPathComponent("fixture-gtk-app")
            second.arguments = [argument]
            second.environment = first.environment
            let errors = Pipe()
            second.standardError = errors
            second.standardOutput = FileHandle.nullDevice
            try second.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            second.waitUntilExit()
            #expect(second.terminationStatus == 64, "\(text)")
            #expect(text.contains("\"\(argument)\" is not a URL or file this app can open"), "\(text)")
            #expect(!first.events().contains { $0.kind == .intent && $0.name == "openURL" })
            first.process.terminate()
            #expect(try first.waitForExit() == 0)
        }

        /// The first launch with a URL connects its scene with the URL in the connection options.
        @Test func aLaunchWithAURLConnectsItsSceneWithTheURL() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let app = try FixtureApp(display: display, sessionBus: bus.address, arguments: ["fixture://note/3"])
            try app.waitForOutput("connected with fixture://note/3")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }

        /// Without single instance (`OPENUISCENE_GTK_NON_UNIQUE=1`, which the fixture gets without
        /// a session bus) the launch's URL still reaches its scene: GLib opens it in this process.
        /// It was dropped without a word before.
        @Test func aLaunchWithAURLConnectsWithItWithoutSingleInstanceToo() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display, arguments: ["fixture://note/5"])
            try app.waitForOutput("connected with fixture://note/5")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
