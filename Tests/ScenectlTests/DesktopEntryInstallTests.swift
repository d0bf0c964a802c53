import Foundation
import TestSupport
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
        /// PATH, the built `scenectl` (`SCENECTL`: it expands the build settings) and `extra`.
        func run(_ arguments: [String], extra: [String: String] = [:]) throws -> ChildProcess.Result {
            let environment = ["XDG_DATA_HOME": data.path, "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                               "PATH": "/usr/local/bin:/usr/bin:/bin", "SCENECTL": Scenectl.executable?.path ?? "scenectl not built"]
                .merging(extra) { $1 }
            return try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), [DesktopEntryInstallTests.script.path] + arguments,
                                        environment: environment, replacingEnvironment: true)
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
    static let awkwardPlist = InfoPlistFixture(bundleIdentifier: "com.example.Awkward", extraKeys: [
        "CFBundleDisplayName": " Awkward; \"App\" 100%",
        "CFBundleURLTypes": [["CFBundleURLSchemes": ["Awk-2", "not a scheme"]]],
        "UIApplicationShortcutItems": [
            ["UIApplicationShortcutItemType": "open \"recent\" $HOME 50% \\ `x`", "UIApplicationShortcutItemTitle": "Open Recent…\nNow"],
            ["UIApplicationShortcutItemType": "open.recent", "UIApplicationShortcutItemTitle": "Again"],
            ["UIApplicationShortcutItemType": "open-recent", "UIApplicationShortcutItemTitle": "And again"],
            ["UIApplicationShortcutItemTitle": "No type"],
        ],
    ]).text

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
            let result = try ChildProcess.run(validator, [prefix.applications.appendingPathComponent("\(identifier).desktop").path])
            let text = result.outputAndError
            #expect(result.status == 0, "\(identifier): \(text)")
            #expect(text.isEmpty, "\(identifier): no error, warning or hint: \(text)")
        }
        // The annotated example in the repository is valid too.
        let example = try ChildProcess.run(validator, [ScenectlTestSupport.packageRoot.appendingPathComponent("packaging/linux/org.openuiscene.notes.desktop").path])
        #expect(example.status == 0, "\(example.outputAndError)")
    }

    /// An Xcode project's Info.plist: build settings everywhere the entry reads.
    static func xcodePlist(bundleIdentifier: String = "$(PRODUCT_BUNDLE_IDENTIFIER)") -> String {
        InfoPlistFixture(bundleIdentifier: bundleIdentifier, extraKeys: [
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["$(PRODUCT_NAME:rfc1034identifier)"]]],
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "$(PRODUCT_BUNDLE_IDENTIFIER).compose", "UIApplicationShortcutItemTitle": "Compose"]],
        ]).text
    }

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
        let plist = URL(fileURLWithPath: try ScenectlTestSupport.temporaryFile(Self.xcodePlist()))
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
        let unknown = try ScenectlTestSupport.temporaryFile(Self.xcodePlist(bundleIdentifier: "$(MY_APP_ID)"))
        let unset = try prefix.run([prefix.executable.path, unknown])
        #expect(unset.status == 65)
        #expect(unset.error.contains("error: CFBundleIdentifier in \(unknown) is \"$(MY_APP_ID)\", whose build setting has no value: uses $(MY_APP_ID), which has no value: no source sets it"), "\(unset.error)")
        #expect(unset.error.contains("add the line MY_APP_ID = value to \(URL(fileURLWithPath: unknown).deletingLastPathComponent().path)/BuildSettings.xcconfig, or set the environment variable OPENUISCENE_BUILD_SETTING_MY_APP_ID"), "\(unset.error)")

        let digit = try ScenectlTestSupport.temporaryFile(Self.xcodePlist(bundleIdentifier: "com.example.2048"))
        let invalid = try prefix.run([prefix.executable.path, digit])
        #expect(invalid.status == 65)
        #expect(invalid.error.contains("CFBundleIdentifier \"com.example.2048\" is not a valid application id (the element \"2048\" starts with a digit)"), "\(invalid.error)")

        let badSettings = try ScenectlTestSupport.temporaryFile(Self.xcodePlist())
        try "#include \"Other.xcconfig\"\n".write(to: URL(fileURLWithPath: badSettings).deletingLastPathComponent().appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
        let include = try prefix.run([prefix.executable.path, badSettings])
        #expect(include.status == 65)
        #expect(include.error.contains("BuildSettings.xcconfig:1: \"#include \"Other.xcconfig\"\" is an #include, which OpenUIScene does not follow"), "\(include.error)")

        let missing = try prefix.run([prefix.root.appendingPathComponent("nothing").path, Self.notesPlist.path])
        #expect(missing.status == 66)
        #expect(missing.error.contains("is not an executable file; build the app first"))
        #expect(try prefix.run([prefix.executable.path]).status == 64, "usage")
        let noScenectl = try prefix.run([prefix.executable.path, Self.notesPlist.path], extra: ["SCENECTL": "", "PATH": "/usr/bin:/bin"])
        #expect(noScenectl.status == 69)
        #expect(noScenectl.error.contains("scenectl is needed to expand the Info.plist's build settings as the app does"), "\(noScenectl.error)")
        #expect(!FileManager.default.fileExists(atPath: prefix.applications.path), "nothing written")
    }

    // MARK: - Hostile input (issue 22, items 2 to 6)

    /// A plist for `com.example.Hostile` whose one quick action has the type `type`.
    static func hostilePlist(type: String = "com.example.Hostile.open", schemes: InfoPlistFixture.Value = ["hostile"], name: String = "Hostile") -> String {
        InfoPlistFixture(bundleIdentifier: "com.example.Hostile", extraKeys: [
            "CFBundleName": .string(name),
            "CFBundleURLTypes": [["CFBundleURLSchemes": schemes]],
            "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": .string(type), "UIApplicationShortcutItemTitle": "Open"]],
        ]).text
    }

    /// Installs a good `com.example.Hostile` entry, then runs `hostile`: it must fail with a
    /// message containing `expected`, and leave the good entry (and its icon) byte for byte.
    func expectRefusedKeepingTheGoodEntry(_ label: String, expected: String, hostile: (Prefix) throws -> ChildProcess.Result) throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let good = URL(fileURLWithPath: try ScenectlTestSupport.temporaryFile(Self.hostilePlist()))
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".write(to: good.deletingLastPathComponent().appendingPathComponent("AppIcon.svg"), atomically: true, encoding: .utf8)
        #expect(try prefix.run([prefix.executable.path, good.path]).status == 0, "\(label)")
        let entry = prefix.applications.appendingPathComponent("com.example.Hostile.desktop")
        let icon = prefix.icons.appendingPathComponent("com.example.Hostile.svg")
        let before = try Data(contentsOf: entry), iconBefore = try Data(contentsOf: icon)

        let result = try hostile(prefix)
        #expect(result.status != 0, "\(label): refused")
        #expect(result.error.contains(expected), "\(label): \(result.error)")
        #expect(!result.output.contains("installed"), "\(label)")
        #expect(try Data(contentsOf: entry) == before, "\(label): the earlier entry is left as it was")
        #expect(try Data(contentsOf: icon) == iconBefore, "\(label): and its icon")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: prefix.data.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(label): no temporary files left: \(leftovers)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.applications.path).filter { !$0.hasSuffix(".cache") && !$0.hasSuffix(".list") } == ["com.example.Hostile.desktop"], "\(label)")
    }

    /// Item 2: a newline (or any control character) from a shortcut type, the executable's path,
    /// the Info.plist's path or a build setting would give GLib another Exec line: refused, and
    /// the earlier entry stays.
    @Test func controlCharactersNeverReachTheDesktopFile() throws {
        let injection = "x\n[Desktop Entry]\nExec=touch /tmp/pwned"
        try expectRefusedKeepingTheGoodEntry("shortcut type", expected: "UIApplicationShortcutItems[0].UIApplicationShortcutItemType") { prefix in
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(type: injection))
            return try prefix.run([prefix.executable.path, plist])
        }
        try expectRefusedKeepingTheGoodEntry("shortcut type, tab", expected: "control character U+0009") { prefix in
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(type: "a\tb"))
            return try prefix.run([prefix.executable.path, plist])
        }
        try expectRefusedKeepingTheGoodEntry("executable", expected: "the executable's path") { prefix in
            let folder = prefix.root.appendingPathComponent("bin\nExec=touch /tmp/pwned")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let executable = folder.appendingPathComponent("notes")
            try FileManager.default.copyItem(at: prefix.executable, to: executable)
            return try prefix.run([executable.path, try ScenectlTestSupport.temporaryFile(Self.hostilePlist())])
        }
        try expectRefusedKeepingTheGoodEntry("Info.plist path", expected: "the Info.plist's path") { prefix in
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(), name: "Info\n[Desktop Entry].plist")
            return try prefix.run([prefix.executable.path, plist])
        }
        try expectRefusedKeepingTheGoodEntry("build setting", expected: "OPENUISCENE_BUILD_SETTING_PRODUCT_NAME") { prefix in
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(name: "$(PRODUCT_NAME)"))
            return try prefix.run([prefix.executable.path, plist], extra: ["OPENUISCENE_BUILD_SETTING_PRODUCT_NAME": injection])
        }
        try expectRefusedKeepingTheGoodEntry("display name", expected: "CFBundleName") { prefix in
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(name: "$(PRODUCT_NAME)"))
            return try prefix.run([prefix.executable.path, plist], extra: ["OPENUISCENE_BUILD_SETTING_PRODUCT_NAME": "Bell\u{7}"])
        }
    }

    /// Item 2: the file is validated before it is installed: when `desktop-file-validate`
    /// refuses it (here a stand-in that refuses everything), the earlier entry stays.
    @Test func aRefusedFileIsNeverInstalled() throws {
        try expectRefusedKeepingTheGoodEntry("validator refuses", expected: "desktop-file-validate refused") { prefix in
            let bin = prefix.root.appendingPathComponent("refusing-bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            let validator = bin.appendingPathComponent("desktop-file-validate")
            try "#!/bin/sh\necho \"$1: error: refused by the test\"\nexit 1\n".write(to: validator, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: validator.path)
            let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(type: "com.example.Hostile.other"))
            return try prefix.run([prefix.executable.path, plist], extra: ["PATH": "\(bin.path):/usr/local/bin:/usr/bin:/bin"])
        }
    }

    /// `/usr/bin/python3` with GLib's introspection (package python3-gi), for launching entries as
    /// the desktop does.
    static let glibPython: Bool = {
        let result = try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", "import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio"])
        return result?.status == 0
    }()

    /// Launches the `Exec` of `section` of the desktop file with `uris` exactly as the desktop
    /// does (`GDesktopAppInfo`: the key file's unescaping, GLib's shell parsing, field codes),
    /// waits for the process and returns its exit status.
    static func launch(_ desktopFile: URL, section: String, uris: [String], environment: [String: String]) throws -> Int32 {
        let helper = #"""
            import os, sys, tempfile
            import gi
            gi.require_version("Gio", "2.0"); gi.require_version("GLib", "2.0")
            from gi.repository import Gio, GLib
            path, section, uris = sys.argv[1], sys.argv[2], sys.argv[3:]
            keys = GLib.KeyFile()
            keys.load_from_file(path, GLib.KeyFileFlags.NONE)
            exec_value = keys.get_value(section, "Exec")  # raw: the escapes as written
            folder = tempfile.mkdtemp()
            copy = os.path.join(folder, "launch.desktop")
            with open(copy, "w") as handle:
                handle.write("[Desktop Entry]\nType=Application\nName=launch\nExec=" + exec_value + "\n")
            info = Gio.DesktopAppInfo.new_from_filename(copy)
            pids = []
            info.launch_uris_as_manager(uris, None, GLib.SpawnFlags.SEARCH_PATH | GLib.SpawnFlags.DO_NOT_REAP_CHILD, None, None, lambda _info, pid, *_: pids.append(pid), None)
            _, status = os.waitpid(pids[0], 0)
            sys.exit(os.waitstatus_to_exitcode(status))
            """#
        let result = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", helper, desktopFile.path, section] + uris,
                                          environment: environment, replacingEnvironment: true)
        return result.status
    }

    /// Item 3: an executable whose path holds `=` is the program `env` runs, not a variable:
    /// launching the entry (and its quick action) as GLib does runs it with the URL or
    /// `--shortcut TYPE`, and the Info.plist in its environment.
    @Test(.enabled(if: glibPython, "python3-gi is not installed (apt install python3-gi): the Exec line cannot be launched as GLib does"))
    func anExecutablePathWithAnEqualsSignIsLaunched() throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let folder = prefix.root.appendingPathComponent("build=release")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("my=app")
        let record = prefix.root.appendingPathComponent("argv.txt")
        try "#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\" \"INFO=$OPENUISCENE_INFO_PLIST\" > \"$RECORD\"\n".write(to: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(type: "com.example.Hostile.open $HOME"))
        let result = try prefix.run([executable.path, plist])
        #expect(result.status == 0, "\(result.error)")
        let entry = prefix.applications.appendingPathComponent("com.example.Hostile.desktop")
        let environment = ["RECORD": record.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": prefix.root.path]

        #expect(try Self.launch(entry, section: "Desktop Entry", uris: ["hostile://item/1"], environment: environment) == 0)
        #expect(try String(contentsOf: record, encoding: .utf8) == "\(executable.path)\nhostile://item/1\nINFO=\(plist)\n")
        try FileManager.default.removeItem(at: record)
        #expect(try Self.launch(entry, section: "Desktop Action open--HOME", uris: [], environment: environment) == 0)
        #expect(try String(contentsOf: record, encoding: .utf8) == "\(executable.path)\n--shortcut\ncom.example.Hostile.open $HOME\nINFO=\(plist)\n")
    }

    /// Item 4: `CFBundleURLSchemes` written as a string is refused, naming the key (it used to
    /// register one scheme per character).
    @Test func urlSchemesThatAreNotAnArrayAreRefused() throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let plist = try ScenectlTestSupport.temporaryFile(Self.hostilePlist(schemes: "mailto"))
        let result = try prefix.run([prefix.executable.path, plist])
        #expect(result.status == 65)
        #expect(result.error.contains("CFBundleURLTypes[0].CFBundleURLSchemes in \(plist) is a string, not an array of strings"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: prefix.applications.path), "nothing written")
    }

    /// Item 5: build settings whose values double each other (506 bytes that once expanded for
    /// 73 s into 10.5 GB) stop at the Swift side's limit, 4,096 bytes per value: the script asks
    /// `scenectl expand`, the app's own expansion.
    @Test func doublingBuildSettingsStopAtTheValueLimit() throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let plist = URL(fileURLWithPath: try ScenectlTestSupport.temporaryFile(Self.hostilePlist(name: "$(S20)")))
        var settings = "S0 = doubling\n"
        for level in 1...20 { settings += "S\(level) = $(S\(level - 1))$(S\(level - 1))\n" }
        try settings.write(to: plist.deletingLastPathComponent().appendingPathComponent("BuildSettings.xcconfig"), atomically: true, encoding: .utf8)
        let result = try prefix.run([prefix.executable.path, plist.path])
        #expect(result.status == 65)
        #expect(result.error.contains("longer than 4096 bytes"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: prefix.applications.path), "nothing written")
    }

    /// Item 6: `--uninstall` takes an application id; a path-like one touches nothing outside
    /// `XDG_DATA_HOME`.
    @Test(arguments: ["ABSOLUTE/victim", "../../victim", "victim"])
    func uninstallRefusesAnIdThatIsAPath(_ form: String) throws {
        let prefix = try Prefix()
        defer { prefix.remove() }
        let identifier = form.replacingOccurrences(of: "ABSOLUTE", with: prefix.root.path)
        var planted: [URL] = []
        for folder in [prefix.root, prefix.data, prefix.data.appendingPathComponent("icons/hicolor"), prefix.root.appendingPathComponent("data/icons")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for suffix in [".desktop", ".svg"] {
                let file = folder.appendingPathComponent("victim\(suffix)")
                try "keep".write(to: file, atomically: true, encoding: .utf8)
                planted.append(file)
            }
        }
        let result = try prefix.run(["--uninstall", identifier])
        #expect(result.status == 64, "\(identifier): \(result.error)")
        #expect(result.error.contains("is not an application id"), "\(identifier): \(result.error)")
        for file in planted { #expect(FileManager.default.fileExists(atPath: file.path), "\(identifier): \(file.path) kept") }
    }
}
