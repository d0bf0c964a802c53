// ManifestBenchmarks: the cost of loading and resolving a realistic Info.plist, next to a bare
// PropertyListSerialization read of the same file in the same run.
//
//     swift run -c release ManifestBenchmarks [PATH]
//
// Without PATH it writes a realistic Xcode-style Info.plist (the shape of the corpus files, with
// three application configurations and an external-display role) to a temporary file.
//
// Two hostile rows, with the realistic file's bare read as the baseline in the same run: `lint` of
// a manifest with a million configurations (about 130 MB, refused by the 1 MiB file-size limit
// before it is read), and of 50,000 empty configurations in one role (just under 1 MiB: decoded,
// then the role is refused by the 100-configurations limit).
import Foundation
import OpenUISceneManifest

/// A tiny harness: warm-up, then `iterations` timed runs; reports median and p90.
struct Measurement {
    let name: String
    let samples: [Duration]

    static func run(_ name: String, warmUp: Int = 200, iterations: Int = 5_000, _ body: () throws -> Void) rethrows -> Measurement {
        let clock = ContinuousClock()
        for _ in 0..<warmUp { try body() }
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            try body()
            samples.append(clock.now - start)
        }
        return Measurement(name: name, samples: samples.sorted())
    }

    var median: Duration { samples[samples.count / 2] }
    var p90: Duration { samples[samples.count * 9 / 10] }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}

let realisticInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>CFBundleExecutable</key>
    \t<string>$(EXECUTABLE_NAME)</string>
    \t<key>CFBundleIdentifier</key>
    \t<string>com.example.Notes</string>
    \t<key>CFBundleInfoDictionaryVersion</key>
    \t<string>6.0</string>
    \t<key>CFBundleName</key>
    \t<string>$(PRODUCT_NAME)</string>
    \t<key>CFBundlePackageType</key>
    \t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
    \t<key>CFBundleShortVersionString</key>
    \t<string>1.0</string>
    \t<key>CFBundleVersion</key>
    \t<string>1</string>
    \t<key>LSRequiresIPhoneOS</key>
    \t<true/>
    \t<key>NSUserActivityTypes</key>
    \t<array>
    \t\t<string>com.example.Notes.openNote</string>
    \t\t<string>com.example.Notes.inspector</string>
    \t</array>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UIApplicationSupportsMultipleScenes</key>
    \t\t<true/>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Default Configuration</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    \t\t\t\t\t<key>UISceneStoryboardFile</key>
    \t\t\t\t\t<string>Main</string>
    \t\t\t\t</dict>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Inspector</string>
    \t\t\t\t\t<key>UISceneClassName</key>
    \t\t\t\t\t<string>UIWindowScene</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).InspectorSceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Compose</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).ComposeSceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t\t<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>External Display</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).ExternalDisplaySceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    \t<key>UILaunchStoryboardName</key>
    \t<string>LaunchScreen</string>
    \t<key>UISupportedInterfaceOrientations</key>
    \t<array>
    \t\t<string>UIInterfaceOrientationPortrait</string>
    \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
    \t\t<string>UIInterfaceOrientationLandscapeRight</string>
    \t</array>
    </dict>
    </plist>
    """

let url: URL
if CommandLine.arguments.count > 1 {
    url = URL(fileURLWithPath: CommandLine.arguments[1])
} else {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("ManifestBenchmarks-Info.plist")
    try Data(realisticInfoPlist.utf8).write(to: url)
}
let size = (try? Data(contentsOf: url).count) ?? 0

var sink = 0
let bare = try Measurement.run("bare: read file + PropertyListSerialization") {
    let data = try Data(contentsOf: url)
    let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    if value is [String: Any] { sink &+= 1 }
}
let full = try Measurement.run("load + parse + resolve default configuration") {
    let result = try InfoPlistLoader.load(contentsOf: url)
    let resolved = SceneConfigurationResolver.resolve(result.info.sceneManifest, role: SceneSessionRoleKey.windowApplication, name: nil, moduleName: "Notes")
    if resolved.delegateClassName != nil, LifecycleMode.of(result.info) == .scene { sink &+= 1 }
}
// As the running app loads it: every build setting expanded (docs/MANIFEST.md "Build settings"),
// the settings file looked for beside the plist.
let launchContext = BuildSettingsContext(productName: "notes", moduleName: "Notes")
let expanded = try Measurement.run("load as at launch (build settings expanded)") {
    let result = try InfoPlistLoader.load(contentsOf: url, buildSettings: launchContext)
    let resolved = SceneConfigurationResolver.resolve(result.info.sceneManifest, role: SceneSessionRoleKey.windowApplication, name: nil, moduleName: "Notes")
    if resolved.delegateClassName != nil, LifecycleMode.of(result.info) == .scene { sink &+= 1 }
}
let lint = try Measurement.run("lint (with XML line numbers)", iterations: 2_000) {
    sink &+= try ManifestLinter.lint(contentsOf: url).count
}

/// Writes a manifest with `count` copies of `entry` in the application role, in chunks.
func writeHostileManifest(named name: String, entry: String, count: Int) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    handle.write(Data("<?xml version=\"1.0\"?><plist><dict><key>CFBundleIdentifier</key><string>com.example.Hostile</string><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array>".utf8))
    let chunk = Data(String(repeating: entry, count: 1_000).utf8)
    for _ in 0..<(count / 1_000) { handle.write(chunk) }
    handle.write(Data("</array></dict></dict></dict></plist>".utf8))
    try handle.close()
    return url
}
let million = try writeHostileManifest(
    named: "ManifestBenchmarks-million.plist",
    entry: "<dict><key>UISceneConfigurationName</key><string>C</string><key>UISceneDelegateClassName</key><string>App.SceneDelegate</string></dict>",
    count: 1_000_000)
let fiftyThousand = try writeHostileManifest(named: "ManifestBenchmarks-50000.plist", entry: "<dict/>", count: 50_000)
defer {
    try? FileManager.default.removeItem(at: million)
    try? FileManager.default.removeItem(at: fiftyThousand)
}
let hostileMillion = Measurement.run("hostile: lint 1,000,000 configurations", warmUp: 2, iterations: 20) {
    sink &+= (try? ManifestLinter.lint(contentsOf: million).count) ?? 0
}
let hostileFiftyBare = try Measurement.run("hostile: bare decode of 50,000 (<1 MiB)", warmUp: 2, iterations: 20) {
    let value = try PropertyListSerialization.propertyList(from: try Data(contentsOf: fiftyThousand), options: [], format: nil)
    if value is [String: Any] { sink &+= 1 }
}
let hostileFifty = Measurement.run("hostile: lint 50,000 configurations", warmUp: 2, iterations: 20) {
    sink &+= (try? ManifestLinter.lint(contentsOf: fiftyThousand).count) ?? 0
}

func format(_ value: Double) -> String { String(format: "%9.1f", value) }
print("Info.plist: \(url.path) (\(size) bytes)")
print("hostile files: \((try? FileManager.default.attributesOfItem(atPath: million.path)[.size] as? Int) ?? 0) and \((try? FileManager.default.attributesOfItem(atPath: fiftyThousand.path)[.size] as? Int) ?? 0) bytes")
print("case                                              median µs     p90 µs   ratio to bare")
for measurement in [bare, full, expanded, lint, hostileMillion, hostileFiftyBare, hostileFifty] {
    let median = Measurement.microseconds(measurement.median)
    let ratio = median / Measurement.microseconds(bare.median)
    print("\(measurement.name.padding(toLength: 48, withPad: " ", startingAt: 0))  \(format(median))  \(format(Measurement.microseconds(measurement.p90)))   \(String(format: "%.2f", ratio))x")
}
let target = Measurement.microseconds(full.median) < 1_000
print("target: load + resolve median under 1 ms: \(target ? "met" : "NOT met")  (sink \(sink % 2))")
