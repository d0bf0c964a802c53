import Foundation
import SceneMigrate
import Testing

/// Temporary app folders and the migration's result for them.
enum MigrateTestSupport {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/SceneMigrateTests/Fixtures")

    /// A new folder holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scene-migrate-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A copy of a folder of the repository.
    static func copy(_ relative: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scene-migrate-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(relative), to: root)
        return root
    }

    static func plan(_ files: [String: String], options: MigrationOptions = MigrationOptions()) throws -> MigrationPlan {
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return try Migrator.plan(folder: root, options: options)
    }

    static func text(_ plan: MigrationPlan, _ path: String) -> String? {
        plan.changes.first { $0.path == path }.map { String(decoding: $0.new, as: UTF8.self) }
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.App</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        </dict>
        </plist>

        """

    /// An app delegate with `body` as the class's members, the window made in code.
    static func appDelegate(_ members: String, extra: String = "") -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

        \(members)
        }
        \(extra)
        """
    }
}
