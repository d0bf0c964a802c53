import Foundation
import VirtualDisplay
import enum TestSupport.ChildProcess
import Testing
import OpenUIScene

extension GTKHostTests {
    @Suite(.serialized) struct Screenshots {
        /// Where screenshots are kept: `$OPENUISCENE_ARTIFACTS`, else
        /// `/tmp/openuiscene-artifacts` (CI uploads the directory).
        static var artifacts: URL {
            let path = ProcessInfo.processInfo.environment["OPENUISCENE_ARTIFACTS"] ?? "/tmp/openuiscene-artifacts"
            return URL(fileURLWithPath: path)
        }

        /// Three windows with distinct content (red, green, blue root views): the screenshot is
        /// not blank, and each window's colour is where the window manager says the window is.
        @Test func threeWindowsShowTheirOwnContentWhereTheyAre() throws {
            let display = try VirtualDisplay()
            defer { display.stop() }
            let app = try FixtureApp(display: display)
            try app.waitForWindowEvent("painted", session: 0, after: 0)
            for window in 1...2 {
                app.send("new")
                try app.waitForWindowEvent("painted", session: window, after: 0)
                try app.waitForWindowEvent("focused", session: window, after: 0)
            }
            try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
            let png = Self.artifacts.appendingPathComponent("gtk-three-windows.png")
            try? FileManager.default.removeItem(at: png)
            try app.tool("import", ["-window", "root", png.path])
            #expect(FileManager.default.fileExists(atPath: png.path))

            let colours = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [png.path, "-format", "%k", "info:"], environment: display.environment, replacingEnvironment: true).output
            #expect((Int(colours.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 4, "the screenshot looks blank: \(colours) colours")

            // Window n's centre has window n's colour: red, green, blue.
            var centres: [(Int, Int)] = []
            for (index, expected) in ["red", "green", "blue"].enumerated() {
                let window = try #require(app.window(index))
                let geometry = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/xdotool"), ["getwindowgeometry", "--shell", window], environment: display.environment, replacingEnvironment: true).output
                var values: [String: Int] = [:]
                for line in geometry.split(separator: "\n") {
                    let pair = line.split(separator: "=")
                    if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
                }
                let x = try #require(values["X"]) + (try #require(values["WIDTH"])) / 2
                let y = try #require(values["Y"]) + (try #require(values["HEIGHT"])) / 2
                centres.append((x, y))
                let pixel = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [png.path, "-format", "%[fx:int(255*p{\(x),\(y)}.r)] %[fx:int(255*p{\(x),\(y)}.g)] %[fx:int(255*p{\(x),\(y)}.b)]", "info:"], environment: display.environment, replacingEnvironment: true).output
                let rgb = pixel.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                #expect(rgb.count == 3, "could not read the pixel at \(x),\(y): \(pixel)")
                guard rgb.count == 3 else { continue }
                let dominant = ["red", "green", "blue"][rgb.firstIndex(of: rgb.max()!)!]
                #expect(dominant == expected && rgb.max()! > 150, "window s\(index + 1) at \(x),\(y) shows \(rgb), expected \(expected)")
            }
            #expect(Set(centres.map { "\($0.0),\($0.1)" }).count == 3, "the window manager placed windows on top of each other: \(centres)")
            app.process.terminate()
            #expect(try app.waitForExit() == 0)
        }
    }
}
