import CGtk
import Foundation
import TestSupport
import Testing
import VirtualDisplay
@testable import OpenUISceneGTK
import OpenUISceneManifest

/// The GApplication id comes from the Info.plist's `CFBundleIdentifier` with its build settings
/// expanded, and is checked with GLib's rules reimplemented in Swift (``ApplicationIdentifier``):
/// the two must agree on every id, and an id GLib refuses is said, with what to do.
struct ApplicationIdentifierRulesTests {
    /// Ids that sit on every rule's edge, and ids real Info.plists hold.
    static let edges: [String] = [
        "a.b", "-a.b", "a.-b", "a-b.c", "a.b-c", "_a.b", "a._b", "1a.b", "a.1b", "a.b.", "a..b", ".a.b", "a", ":a.b", ":1.2",
        "a.b1", "é.b", "a.é", "a.b$", "A.B", "a_b.c_d", "org.openuiscene.notes", "a.b.c.d", "-.-", "a-.b-", "", ".", "..", "a.b c",
        "$(PRODUCT_BUNDLE_IDENTIFIER)", "com.example.$(PRODUCT_NAME)", "org.openuiscene.GTKFixture", "com.apple.example.SoupChef",
        "com.example.2048", "a.b\u{0}c", "a.b\t", "a/b.c", "a+b.c",
        "a." + String(repeating: "b", count: 252), "a." + String(repeating: "b", count: 253), "a." + String(repeating: "b", count: 254),
    ]

    @Test func swiftAndGLibAgreeOnEveryEdge() {
        for identifier in Self.edges {
            let glib = identifier.withCString { g_application_id_is_valid($0) != 0 }
            // GLib reads a C string: it stops at NUL, so compare with what it saw.
            let seen = identifier.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            #expect(ApplicationIdentifier.isValid(seen) == glib, "\(identifier.debugDescription): GLib says \(glib)")
        }
    }

    @Test func swiftAndGLibAgreeOnTwentyThousandGeneratedIds() {
        var generator = SeededGenerator(seed: 0x5EED_1D5)
        // Half from characters GLib allows (only the structure varies: dots, digits first, length),
        // half from a wider alphabet.
        let structural: [String] = ["a", "Z", "0", "_", "-", ".", "."]
        let wide: [String] = ["a", "Z", "0", "7", "_", "-", ".", ".", ".", "$", "(", "é", " ", ":", "/"]
        var disagreements: [String] = []
        var valid = 0
        for round in 0..<20_000 {
            let alphabet = round.isMultiple(of: 2) ? structural : wide
            let length = Int(generator.next() % 14)
            let identifier = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let glib = g_application_id_is_valid(identifier) != 0
            if glib { valid += 1 }
            if ApplicationIdentifier.isValid(identifier) != glib { disagreements.append(identifier) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        #expect(valid > 1_000, "the generator must produce valid ids too (\(valid))")
    }

    @Test func theDefaultIdIsAlwaysAcceptedByGLib() {
        for product in ["notes", "My App-2", "2048", "", "Zürich", "fixture-gtk-app", "a.b"] {
            let identifier = ApplicationIdentifier.defaultIdentifier(productName: product)
            #expect(g_application_id_is_valid(identifier) != 0, "\(identifier)")
        }
    }

    @Test func theHostUsesAValidIdAndSaysWhyAnInvalidOneIsRefused() throws {
        let valid = GtkHostConfiguration.applicationIdentifier(bundleIdentifier: "org.openuiscene.notes", infoPlistPath: "/app/Info.plist")
        #expect(valid.identifier == "org.openuiscene.notes")
        #expect(valid.message == nil)
        let none = GtkHostConfiguration.applicationIdentifier(bundleIdentifier: nil, infoPlistPath: nil)
        #expect(none.identifier == nil && none.message == nil, "an app without CFBundleIdentifier is allowed")

        let unexpanded = GtkHostConfiguration.applicationIdentifier(bundleIdentifier: "$(MY_APP_ID)", infoPlistPath: "/app/Info.plist")
        #expect(unexpanded.identifier == nil)
        let message = try #require(unexpanded.message)
        #expect(message.hasPrefix("OpenUISceneGTK: CFBundleIdentifier \"$(MY_APP_ID)\" (/app/Info.plist) is not a valid application id: it has no \".\""))
        #expect(message.contains("The app runs without single instance"))
        #expect(message.contains("add the line MY_APP_ID = com.example.MyApp to BuildSettings.xcconfig beside the Info.plist, or set OPENUISCENE_BUILD_SETTING_MY_APP_ID"))

        let digit = GtkHostConfiguration.applicationIdentifier(bundleIdentifier: "com.example.2048", infoPlistPath: nil)
        #expect(digit.identifier == nil)
        #expect(digit.message?.contains("an element starts with the digit \"2\", which GLib forbids") == true)
        #expect(digit.message?.contains("Write a reverse-DNS id") == true)
    }
}


extension GTKHostTests {
    /// A real Info.plist says `$(PRODUCT_BUNDLE_IDENTIFIER)`: the app registers under the value
    /// `BuildSettings.xcconfig` beside it gives, so single instance and URL hand-over work, and the
    /// session store is named after it.
    @Suite(.serialized) struct ExpandedApplicationIdentifier {
        @Test func aSecondLaunchFindsTheAppUnderItsExpandedId() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-build-settings-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let original = try String(contentsOf: FixtureApp.infoPlist, encoding: .utf8)
            let plist = original.replacingOccurrences(of: "<string>org.openuiscene.GTKFixture</string>", with: "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>")
            try #require(plist != original, "the fixture's id is where the test expects it")
            try plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
            try "PRODUCT_BUNDLE_IDENTIFIER = org.openuiscene.BuildSettingsFixture\n"
                .write(to: folder.appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
            let state = folder.appendingPathComponent("state")
            let environment = ["OPENUISCENE_INFO_PLIST": folder.appendingPathComponent("Info.plist").path, "XDG_STATE_HOME": state.path]

            let display = try VirtualDisplay()
            defer { display.stop() }
            let bus = try SessionBus()
            defer { bus.stop() }
            let first = try FixtureApp(display: display, extraEnvironment: environment, sessionBus: bus.address)
            try first.waitForWindowEvent("focused", session: 0, after: 0)
            #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("org.openuiscene.BuildSettingsFixture").path),
                    "the session store is named after the expanded id")

            let second = try FixtureApp(display: display, extraEnvironment: environment, sessionBus: bus.address, arguments: ["fixture://note/9"])
            #expect(try second.waitForExit() == 0)
            try first.waitForOutput("opened fixture://note/9")
            #expect(second.events().isEmpty, "the second process handed its URL over instead of launching")
            first.process.terminate()
            #expect(try first.waitForExit() == 0)
        }
    }
}
