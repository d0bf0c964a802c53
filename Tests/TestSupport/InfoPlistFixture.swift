import Foundation

/// An Info.plist for a test, written as XML text: the bundle identifier, the keys the test adds
/// (in the order it adds them) and a scene manifest last. The one builder the tests share, for
/// every Info.plist whose exact bytes are not the point of the test (a deliberately malformed file
/// stays a literal).
///
/// The layout is the one Xcode's templates use, one element per line, indented by four spaces,
/// without a DOCTYPE: a test that names a line of the file (a diagnostic's `path:line:`) can count
/// it in ``text``.
///
///     let plist = InfoPlistFixture(bundleIdentifier: "com.example.App",
///                                  sceneManifest: .application(.init(name: "Default Configuration", delegateClass: "MyApp.SceneDelegate")),
///                                  extraKeys: ["CFBundleName": "App", "UIApplicationExitsOnSuspend": false])
///     let url = try plist.writeToTemporaryFolder()
package struct InfoPlistFixture: Sendable, Equatable {
    /// A property-list value (a dictionary keeps its keys in the order given).
    package indirect enum Value: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
                                 ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
        case string(String)
        case bool(Bool)
        case integer(Int)
        case array([Value])
        case dictionary([Entry])

        package init(stringLiteral value: String) { self = .string(value) }
        package init(booleanLiteral value: Bool) { self = .bool(value) }
        package init(integerLiteral value: Int) { self = .integer(value) }
        package init(arrayLiteral elements: Value...) { self = .array(elements) }
        package init(dictionaryLiteral elements: (String, Value)...) { self = .dictionary(elements.map { Entry($0.0, $0.1) }) }

        /// The value as Foundation's property-list objects (`String`, `Bool`, `Int`, arrays,
        /// dictionaries).
        package var propertyList: Any {
            switch self {
            case .string(let string): string
            case .bool(let bool): bool
            case .integer(let integer): integer
            case .array(let values): values.map(\.propertyList)
            case .dictionary(let entries): InfoPlistFixture.dictionary(entries)
            }
        }
    }

    /// A key and its value.
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var value: Value

        package init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// One entry of a role's `UISceneConfigurations` array; a nil field is left out.
    package struct SceneConfiguration: Sendable, Equatable {
        package var name: String?
        package var delegateClass: String?
        package var storyboard: String?
        package var sceneClass: String?

        package init(name: String? = "Default Configuration", delegateClass: String? = nil, storyboard: String? = nil, sceneClass: String? = nil) {
            self.name = name
            self.delegateClass = delegateClass
            self.storyboard = storyboard
            self.sceneClass = sceneClass
        }

        var value: Value {
            var entries: [Entry] = []
            if let name { entries.append(Entry("UISceneConfigurationName", .string(name))) }
            if let delegateClass { entries.append(Entry("UISceneDelegateClassName", .string(delegateClass))) }
            if let storyboard { entries.append(Entry("UISceneStoryboardFile", .string(storyboard))) }
            if let sceneClass { entries.append(Entry("UISceneClassName", .string(sceneClass))) }
            return .dictionary(entries)
        }
    }

    /// `UIApplicationSceneManifest`: whether the app supports multiple scenes (left out when nil)
    /// and the configurations of each session role, in order.
    package struct SceneManifest: Sendable, Equatable {
        /// The role of an app's ordinary windows.
        package static let applicationRole = "UIWindowSceneSessionRoleApplication"

        package var supportsMultipleScenes: Bool?
        package var roles: [Role]

        /// A session role and its configurations.
        package struct Role: Sendable, Equatable {
            package var name: String
            package var configurations: [SceneConfiguration]

            package init(_ name: String, _ configurations: [SceneConfiguration]) {
                self.name = name
                self.configurations = configurations
            }
        }

        package init(supportsMultipleScenes: Bool? = nil, roles: [Role]) {
            self.supportsMultipleScenes = supportsMultipleScenes
            self.roles = roles
        }

        /// A manifest with configurations for the application role only.
        package static func application(_ configurations: SceneConfiguration..., supportsMultipleScenes: Bool? = nil) -> SceneManifest {
            SceneManifest(supportsMultipleScenes: supportsMultipleScenes, roles: [Role(applicationRole, configurations)])
        }

        var value: Value {
            var entries: [Entry] = []
            if let supportsMultipleScenes { entries.append(Entry("UIApplicationSupportsMultipleScenes", .bool(supportsMultipleScenes))) }
            entries.append(Entry("UISceneConfigurations", .dictionary(roles.map { Entry($0.name, .array($0.configurations.map(\.value))) })))
            return .dictionary(entries)
        }
    }

    /// `CFBundleIdentifier` (left out when nil).
    package var bundleIdentifier: String?
    /// `UIApplicationSceneManifest`, the last key (left out when nil: an app-delegate app).
    package var sceneManifest: SceneManifest?
    /// Every other key, in order, between the identifier and the manifest.
    package var extraKeys: [Entry]

    package init(bundleIdentifier: String? = "com.example.App", sceneManifest: SceneManifest? = nil, extraKeys: KeyValuePairs<String, Value> = [:]) {
        self.bundleIdentifier = bundleIdentifier
        self.sceneManifest = sceneManifest
        self.extraKeys = extraKeys.map { Entry($0.key, $0.value) }
    }

    /// This plist with `key` set to `value` (replacing an extra key of that name, in its place).
    package func adding(_ key: String, _ value: Value) -> InfoPlistFixture {
        var copy = self
        if let index = copy.extraKeys.firstIndex(where: { $0.key == key }) {
            copy.extraKeys[index].value = value
        } else {
            copy.extraKeys.append(Entry(key, value))
        }
        return copy
    }

    /// Every top-level key, in the order written.
    package var entries: [Entry] {
        var entries: [Entry] = []
        if let bundleIdentifier { entries.append(Entry("CFBundleIdentifier", .string(bundleIdentifier))) }
        entries += extraKeys
        if let sceneManifest { entries.append(Entry("UIApplicationSceneManifest", sceneManifest.value)) }
        return entries
    }

    /// The XML text.
    package var text: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<plist version="1.0">"#]
        Self.append(.dictionary(entries), depth: 0, to: &lines)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same content as Foundation's property-list objects (what `SimulatedDevice(infoPlist:)`
    /// takes, and what `PropertyListSerialization` reads back from ``text``).
    package var propertyList: [String: Any] { Self.dictionary(entries) }

    /// Writes ``text`` to `url`.
    package func write(to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    /// Writes ``text`` as `name` in a new temporary folder of its own (so that a
    /// `BuildSettings.xcconfig` or storyboards can go beside it); returns the file's URL.
    package func writeToTemporaryFolder(name: String = "Info.plist") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("info-plist-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try write(to: url)
        return url
    }

    private static func dictionary(_ entries: [Entry]) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for entry in entries { dictionary[entry.key] = entry.value.propertyList }
        return dictionary
    }

    private static func append(_ value: Value, depth: Int, to lines: inout [String]) {
        let indent = String(repeating: "    ", count: depth)
        switch value {
        case .string(let string): lines.append("\(indent)<string>\(escaped(string))</string>")
        case .bool(let bool): lines.append("\(indent)<\(bool)/>")
        case .integer(let integer): lines.append("\(indent)<integer>\(integer)</integer>")
        case .array(let values) where values.isEmpty: lines.append("\(indent)<array/>")
        case .array(let values):
            lines.append("\(indent)<array>")
            for value in values { append(value, depth: depth + 1, to: &lines) }
            lines.append("\(indent)</array>")
        case .dictionary(let entries) where entries.isEmpty: lines.append("\(indent)<dict/>")
        case .dictionary(let entries):
            lines.append("\(indent)<dict>")
            for entry in entries {
                lines.append("\(indent)    <key>\(escaped(entry.key))</key>")
                append(entry.value, depth: depth + 1, to: &lines)
            }
            lines.append("\(indent)</dict>")
        }
    }

    /// Text as XML character data: `&`, `<` and `>` escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
