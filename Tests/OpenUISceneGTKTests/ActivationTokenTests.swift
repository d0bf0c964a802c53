import Foundation
import Testing
import VirtualDisplay
@testable import OpenUISceneGTK
import OpenUIScene
import LifecycleScenarios

/// Which token a launch forwards to the running instance (GtkHost+Activation.swift): the
/// Wayland launcher's `XDG_ACTIVATION_TOKEN` first, else the X11 `DESKTOP_STARTUP_ID`.
struct LaunchTokenTests {
    @Test func theWaylandTokenComesFirstThenTheX11StartupID() {
        #expect(GtkHost.launchToken(environment: ["XDG_ACTIVATION_TOKEN": "wl-token"]) == "wl-token")
        #expect(GtkHost.launchToken(environment: ["XDG_ACTIVATION_TOKEN": "wl-token", "DESKTOP_STARTUP_ID": "x11-id_TIME42"]) == "wl-token")
        #expect(GtkHost.launchToken(environment: ["DESKTOP_STARTUP_ID": "x11-id_TIME42"]) == "x11-id_TIME42")
        #expect(GtkHost.launchToken(environment: ["XDG_ACTIVATION_TOKEN": "", "DESKTOP_STARTUP_ID": "x11-id_TIME42"]) == "x11-id_TIME42")
    }

    /// The launch's environment block (`/proc/self/environ`) is read for the two names only:
    /// whole entries, the first of a name winning (as `getenv` reads it), values that hold `=` or
    /// bad UTF-8 kept.
    @Test func theTokensAreReadFromTheEnvironmentBlock() {
        var block = Data("PATH=/bin\0XDG_ACTIVATION_TOKEN_OLD=no\0MY_XDG_ACTIVATION_TOKEN=no\0XDG_ACTIVATION_TOKEN=wl=1\0".utf8)
        block.append(contentsOf: Array("DESKTOP_STARTUP_ID=a".utf8) + [0xFF] + [0])
        block.append(contentsOf: Array("no-equals\0\0XDG_ACTIVATION_TOKEN=wl-2".utf8))
        let names = ["XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID"]
        #expect(GtkHost.values(of: names, inEnvironmentBlock: block) == ["XDG_ACTIVATION_TOKEN": "wl=1", "DESKTOP_STARTUP_ID": "a\u{FFFD}"])
        #expect(GtkHost.values(of: names, inEnvironmentBlock: Data()) == [:])
        #expect(GtkHost.values(of: names, inEnvironmentBlock: Data("DESKTOP_STARTUP_ID=\0".utf8)) == ["DESKTOP_STARTUP_ID": ""])
        #expect(GtkHost.initialEnvironment(["PATH"]) == ["PATH": ProcessInfo.processInfo.environment["PATH"]])
    }

    @Test func noTokenIsNone() {
        #expect(GtkHost.launchToken(environment: ["XDG_ACTIVATION_TOKEN": "", "DESKTOP_STARTUP_ID": ""]) == nil)
        #expect(GtkHost.launchToken(environment: [:]) == nil)
    }
}

extension GTKHostTests {
    /// A second launch's URL brings its window forward with the launcher's activation token
    /// (the compositor moves the focus only for a request carrying one on Wayland), and the
    /// engine never has two scenes foreground active (docs/LIFECYCLE.md "One active scene").
    @Suite(.serialized) struct ActivationToken {
        @Test(arguments: [("XDG_ACTIVATION_TOKEN", "oui-wayland-token"), ("DESKTOP_STARTUP_ID", "oui-x11-id_TIME0")])
        func aHandedOverURLPresentsItsWindowWithTheLaunchersToken(variable: String, token: String) throws {
            try Self.handOver(on: try VirtualDisplay(), variable: variable, token: token)
        }

        /// The same under Wayland (sway headless): GDK's Wayland display holds the token.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") && FileManager.default.isExecutableFile(atPath: "/usr/bin/wtype"),
                       "needs sway and wtype (scripts/install-system-packages)"))
        func onWaylandAHandedOverURLPresentsItsWindowWithTheLaunchersToken() throws {
            try Self.handOver(on: try WaylandDisplay(), variable: "XDG_ACTIVATION_TOKEN", token: "oui-wayland-token")
        }

        static func handOver(on display: any TestDisplay, variable: String, token: String) throws {
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let first = try FixtureApp(display: display, sessionBus: bus.address)
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            var mark = first.events().count
            first.send("new")
            try first.waitForWindowEvent("focused", session: 1, after: mark)

            mark = first.events().count
            let second = try FixtureApp(display: display, extraEnvironment: [variable: token], sessionBus: bus.address, arguments: ["fixture://note/7"])
            #expect(try second.waitForExit() == 0)
            let events = try first.wait(for: "the window presented") { events in
                events.dropFirst(mark).contains { $0.kind == .host && $0.name == "presented" }
            }
            let presented = try #require(events.dropFirst(mark).first { $0.kind == .host && $0.name == "presented" })
            #expect(presented.detail == "token \(token)")
            first.process.terminate()
            #expect(try first.waitForExit() == 0)
            let trace = normalizedTrace(try first.finalTrace())
            #expect(firstMomentWithTwoActiveScenes(trace) == nil, "\(firstMomentWithTwoActiveScenes(trace) ?? "")")
            #expect(!trace.contains { $0.hasPrefix("error ") }, "\(trace.filter { $0.hasPrefix("error ") })")
        }
    }
}
