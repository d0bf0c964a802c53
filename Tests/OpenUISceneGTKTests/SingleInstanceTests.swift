import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import class TestSupport.RunningChild
import Testing
import OpenUIScene

/// A private session bus made by `dbus-run-session`, started and stopped by its pid: its child
/// shell prints the bus address (so that two app processes can share the bus) and waits on its
/// standard input; closing that input ends the child, and `dbus-run-session` then stops the
/// daemon and exits.
final class SessionBus: @unchecked Sendable {
    let address: String
    private let session: RunningChild

    /// - Parameter environment: the bus's environment (default: the test's); D-Bus activation
    ///   finds services in `$XDG_DATA_HOME/dbus-1/services`.
    init(environment: [String: String]? = nil) throws {
        session = try RunningChild(URL(fileURLWithPath: "/usr/bin/dbus-run-session"), ["--", "/bin/sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; read _"],
                                   environment: environment ?? [:], replacingEnvironment: environment != nil, standardInput: true, unblockingSignals: true)
        address = session.nextLine() ?? ""
        if address.isEmpty {
            stop()
            throw FixtureError.toolFailed("dbus-run-session", session.process.arguments ?? [], -1)
        }
    }

    func stop() {
        session.closeInput()
        if !session.ended(within: 5) { _ = session.terminate(deadline: 5) }
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
            let second = try ChildProcess.run(FixtureApp.productsDirectory.appendingPathComponent("fixture-gtk-app"), [argument],
                                              environment: first.environment, replacingEnvironment: true, deadline: 60)
            let text = second.error
            #expect(second.status == 64, "\(text)")
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
