import Foundation
import Testing
import OpenUISceneManifest

/// `packaging/linux/install-desktop-entry.sh` run into a temporary `XDG_DATA_HOME`: the desktop
/// file it writes (Version, StartupWMClass, Icon, MimeType, one desktop action per
/// `UIApplicationShortcutItems` entry), the icon it installs, the application id it derives from a
/// real Info.plist (build settings expanded exactly as the app expands them), and its refusals.
struct DesktopEntryInstallTests {
    static let script = ScenectlTestSupport.packageRoot.appendingPathComponent("packaging/linux/install-desktop-entry.sh")
    static let notesPlist = ScenectlTestSupport.packageRoot.appendingPathComponent("Examples/Notes/Resources/Info.plist")
    static let notesIcon = ScenectlTestSupport.packageRoot.appendingPathComponent("Examples/Notes/Resources/AppIcon.svg")

    /// `desktop-file-validate` (package desktop-file-utils), when installed.
    static let validator: URL? = ["/usr/bin/desktop-file-validate", "/usr/local/bin/desktop-file-validate"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// A temporary home: `data` is `XDG_DATA_HOME`, and an executable (a shell script) named `executable`.
    struct Prefix {
        let root: URL
        let executable: URL
        var data: URL { root.appendingPathComponent("data") }
        var applications: URL { data.appendingPathComponent("applications") }
        var icons: URL { data.appendingPathComponent("icons/hicolor/scalable/apps") }

        init(executable name: String = "notes") throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("desktop-entry-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            executable = root.appendingPathComponent(name)
            try "#!/bin/sh\nexit 0\n".write(to: executable, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// Runs the script with `arguments`; the environment has only this prefix's folders, a
        /// PATH and `extra`.
        func run(_ arguments: [String], extra: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [DesktopEntryInstallTests.script.path] + arguments
            process.environment = ["XDG_DATA_HOME": data.path, "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                                   "PATH": "/usr/local/bin:/usr/bin:/bin"].merging(extra) { $1 }
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let errorData = error.fileHandleForReading.readDataToEndOfFile()
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
        }

        func desktopFile(_ identifier: String) throws -> [String] {
            try String(contentsOf: applications.appendingPathComponent("\(identifier).desktop"), encoding: .utf8).components(separatedBy: "\n")
        }
    }

    @Test func installsTheNotesEntryWithItsIconAndItsQuickAction() throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let result = try prefix.run([prefix.executable.path, Self.notesPlist.path])
        #expect(result.status == 0, "\(result.error)")
        let lines = try prefix.desktopFile("org.openuiscene.notes")
        let exec = "Exec=env OPENUISCENE_INFO_PLIST=\(Self.notesPlist.path) \(prefix.executable.resolvingSymlinksInPath().path)"
        #expect(lines.contains("Version=1.0"), "Debian 12's desktop-file-validate refuses 1.5")
        #expect(!lines.contains { $0.hasPrefix("Version=1.5") })
        #expect(lines.contains("Name=Notes"))
        #expect(lines.contains("\(exec) %U"))
        #expect(lines.contains("StartupWMClass=org.openuiscene.notes"), "the application id")
        #expect(lines.contains("Icon=org.openuiscene.notes"))
        #expect(lines.contains("MimeType=x-scheme-handler/notes;"))
        #expect(lines.contains("Actions=new-note;"))
        let action = try #require(lines.firstIndex(of: "[Desktop Action new-note]"))
        #expect(lines[action + 1] == "Name=New Note")
        #expect(lines[action + 2] == "\(exec) --shortcut org.openuiscene.notes.new-note", "the Exec contract of docs/GTK.md")

        let icon = prefix.icons.appendingPathComponent("org.openuiscene.notes.svg")
        #expect(try Data(contentsOf: icon) == Data(contentsOf: Self.notesIcon), "AppIcon.svg beside the Info.plist is installed under the id")
        #expect(result.output.contains("installed \(prefix.applications.appendingPathComponent("org.openuiscene.notes.desktop").path)"))

        let removed = try prefix.run(["--uninstall", "org.openuiscene.notes"])
        #expect(removed.status == 0)
        #expect(!FileManager.default.fileExists(atPath: prefix.applications.appendingPathComponent("org.openuiscene.notes.desktop").path))
        #expect(!FileManager.default.fileExists(atPath: icon.path))
    }

    /// A plist whose names need every escape: the entry must still be valid.
    static let awkwardPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key><string>com.example.Awkward</string>
            <key>CFBundleDisplayName</key><string> Awkward; "App" 100%</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>Awk-2</string><string>not a scheme</string></array></dict></array>
            <key>UIApplicationShortcutItems</key>
            <array>
                <dict><key>UIApplicationShortcutItemType</key><string>open "recent" $HOME 50% \\ `x`</string>
                      <key>UIApplicationShortcutItemTitle</key><string>Open Recent…\nNow</string></dict>
                <dict><key>UIApplicationShortcutItemType</key><string>open.recent</string>
                      <key>UIApplicationShortcutItemTitle</key><string>Again</string></dict>
                <dict><key>UIApplicationShortcutItemType</key><string>open-recent</string>
                      <key>UIApplicationShortcutItemTitle</key><string>And again</string></dict>
                <dict><key>UIApplicationShortcutItemTitle</key><string>No type</string></dict>
            </array>
        </dict>
        </plist>
        """

    @Test func awkwardNamesAreEscapedAndDuplicateActionIdsNumbered() throws {
        let prefix = try Prefix(executable: "awkward app")
        defer { prefix.remove() }
        let plist = try ScenectlTestSupport.temporaryFile(Self.awkwardPlist)
        let result = try prefix.run([prefix.executable.path, plist])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("warning: UIApplicationShortcutItems[3] needs UIApplicationShortcutItemType and UIApplicationShortcutItemTitle; it is left out"))
        #expect(result.error.contains("warning: URL scheme \"not a scheme\" is not a valid scheme; it is not registered"))
        let lines = try prefix.desktopFile("com.example.Awkward")
        #expect(lines.contains("Name=\\sAwkward; \"App\" 100%"))
        #expect(lines.contains("Icon=application-x-executable"), "no icon beside the plist: a generic one")
        #expect(lines.contains("MimeType=x-scheme-handler/awk-2;"))
        #expect(lines.contains("Actions=open--recent---HOME-50-----x;open-recent;open-recent-2;"), "\(lines)")
        #expect(lines.contains("Name=Open Recent…\\nNow"))
        #expect(lines.contains { $0.hasSuffix(#"--shortcut "open \\"recent\\" \\$HOME 50%% \\\\ \\`x\\`""#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Exec=env OPENUISCENE_INFO_PLIST=") && $0.contains(#""\#(prefix.executable.resolvingSymlinksInPath().path)""#) })
    }

    @Test(.enabled(if: validator != nil, "desktop-file-validate is not installed (apt install desktop-file-utils): the entries are only checked by the other tests"))
    func desktopFileValidateAcceptsTheEntries() throws {
        let validator = try #require(Self.validator)
        let prefix = try Prefix()
        defer { prefix.remove() }
        #expect(try prefix.run([prefix.executable.path, Self.notesPlist.path]).status == 0)
        let awkward = try ScenectlTestSupport.temporaryFile(Self.awkwardPlist)
        #expect(try prefix.run([prefix.executable.path, awkward]).status == 0)
        for identifier in ["org.openuiscene.notes", "com.example.Awkward"] {
            let process = Process()
            process.executableURL = validator
            process.arguments = [prefix.applications.appendingPathComponent("\(identifier).desktop").path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(identifier): \(text)")
            #expect(text.isEmpty, "\(identifier): no error, warning or hint: \(text)")
        }
        // The annotated example in the repository is valid too.
        let example = Process()
        example.executableURL = validator
        example.arguments = [ScenectlTestSupport.packageRoot.appendingPathComponent("packaging/linux/org.openuiscene.notes.desktop").path]
        try example.run()
        example.waitUntilExit()
        #expect(example.terminationStatus == 0)
    }

    static let xcodePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
            <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>$(PRODUCT_NAME:rfc1034identifier)</string></array></dict></array>
            <key>UIApplicationShortcutItems</key>
            <array><dict><key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
                         <key>UIApplicationShortcutItemTitle</key><string>Compose</string></dict></array>
        </dict>
        </plist>
        """

    /// The script expands a real Info.plist's build settings as the app does: for each source,
    /// the desktop file's name, Name=, MimeType= and the action's type are the values the Swift
    /// expansion gives (`InfoPlistLoader.load(contentsOf:buildSettings:)`, as at launch).
    @Test(arguments: [
        ("defaults", nil as String?, [:] as [String: String]),
        ("file", "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier) // the Linux id\n", [:]),
        ("environment over file", "PRODUCT_BUNDLE_IDENTIFIER = com.example.FromFile\n",
         ["OPENUISCENE_BUILD_SETTING_PRODUCT_BUNDLE_IDENTIFIER": "com.example.FromEnvironment", "OPENUISCENE_BUILD_SETTING_PRODUCT_NAME": "Tool Box"]),
    ])
    func theIdIsTheOneTheAppWillUse(_ label: String, _ settings: String?, _ environment: [String: String]) throws {
        let prefix = try Prefix(executable: "my_tool")
        defer { prefix.remove() }
        let plist = URL(fileURLWithPath: try ScenectlTestSupport.temporaryFile(Self.xcodePlist))
        if let settings {
            try settings.write(to: plist.deletingLastPathComponent().appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
        }
        let expected = try InfoPlistLoader.load(contentsOf: plist, buildSettings: BuildSettingsContext(environment: environment, productName: "my_tool"))
        let identifier = try #require(expected.info.bundleIdentifier)
        #expect(ApplicationIdentifier.isValid(identifier))
        let report = try #require(expected.buildSettings)
        let name = try #require(report["PRODUCT_NAME"]?.value)
        let scheme = try #require(BuildSettingReference.apply("rfc1034identifier", to: name))

        let result = try prefix.run([prefix.executable.path, plist.path], extra: environment)
        #expect(result.status == 0, "\(label): \(result.error)")
        let lines = try prefix.desktopFile(identifier)
        #expect(lines.contains("Name=\(name)"), "\(label)")
        #expect(lines.contains("StartupWMClass=\(identifier)"), "\(label)")
        #expect(lines.contains("MimeType=x-scheme-handler/\(scheme.lowercased());"), "\(label)")
        #expect(lines.contains("Actions=compose;"), "\(label): the id in front of the type is left out of the action's id")
        #expect(lines.contains { $0.hasSuffix("--shortcut \(identifier).compose") }, "\(label)")
        for (variable, value) in environment {
            #expect(lines.contains { $0.hasPrefix("Exec=") && $0.contains("\(variable)=\(value)") || $0.contains("\"\(variable)=\(value)\"") },
                    "\(label): the entry runs the app with the settings it was made from")
        }
        switch label {
        case "defaults": #expect(identifier == "org.openuiscene.my_tool")
        case "file": #expect(identifier == "com.example.my-tool")
        default: #expect(identifier == "com.example.FromEnvironment")
        }
    }

    @Test func itRefusesWhatWouldMakeABrokenEntryAndSaysWhatToDo() throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let unknown = try ScenectlTestSupport.temporaryFile(Self.xcodePlist.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER)</string>", with: "$(MY_APP_ID)</string>"))
        let unset = try prefix.run([prefix.executable.path, unknown])
        #expect(unset.status == 65)
        #expect(unset.error.contains("error: CFBundleIdentifier in \(unknown) is \"$(MY_APP_ID)\", whose build setting has no value: no source sets MY_APP_ID: add the line MY_APP_ID = value to \(URL(fileURLWithPath: unknown).deletingLastPathComponent().path)/BuildSettings.xcconfig, or set the environment variable OPENUISCENE_BUILD_SETTING_MY_APP_ID"), "\(unset.error)")

        let digit = try ScenectlTestSupport.temporaryFile(Self.xcodePlist.replacingOccurrences(of: "$(PRODUCT_BUNDLE_IDENTIFIER)</string>", with: "com.example.2048</string>"))
        let invalid = try prefix.run([prefix.executable.path, digit])
        #expect(invalid.status == 65)
        #expect(invalid.error.contains("CFBundleIdentifier \"com.example.2048\" is not a valid application id (the element \"2048\" starts with a digit)"), "\(invalid.error)")

        let badSettings = try ScenectlTestSupport.temporaryFile(Self.xcodePlist)
        try "#include \"Other.xcconfig\"\n".write(to: URL(fileURLWithPath: badSettings).deletingLastPathComponent().appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
        let include = try prefix.run([prefix.executable.path, badSettings])
        #expect(include.status == 65)
        #expect(include.error.contains("BuildSettings.xcconfig:1: \"#include \"Other.xcconfig\"\" is not a NAME = value line"), "\(include.error)")

        let missing = try prefix.run([prefix.root.appendingPathComponent("nothing").path, Self.notesPlist.path])
        #expect(missing.status == 66)
        #expect(missing.error.contains("is not an executable file; build the app first"))
        #expect(try prefix.run([prefix.executable.path]).status == 64, "usage")
        #expect(!FileManager.default.fileExists(atPath: prefix.applications.path), "nothing written")
    }
}
