import Foundation

/// Where a SwiftPM-built app finds its Xcode-style Info.plist.
///
/// `Bundle.main.infoDictionary` is empty for a plain SwiftPM executable, and SwiftPM refuses an
/// `Info.plist` at the top of a resource bundle (even `.copy("Resources/Info.plist")`), so
/// OpenUIScene looks in this order and takes the first file that exists:
///
/// 1. ``Step/environment``: the path in the environment variable `OPENUISCENE_INFO_PLIST`.
/// 2. ``Step/argument``: `--info-plist PATH` or `--info-plist=PATH` in the arguments passed to
///    `UIApplicationMain` (normally `CommandLine.arguments`).
/// 3. ``Step/explicit``: a URL the app passes in code.
/// 4. ``Step/besideExecutable``: `Info.plist` in the executable's folder.
/// 5. ``Step/resourceBundle``: the main module's SwiftPM resource bundle. On Linux SwiftPM puts it
///    beside the executable as `<Package>_<Target>.resources/`; with `resources: [.copy("Resources")]`
///    and the file at `Sources/<Target>/Resources/Info.plist`, it is
///    `<Package>_<Target>.resources/Resources/Info.plist`. In each bundle, `Info.plist`, then
///    `Resources/Info.plist`, then `<any folder>/Info.plist` (folders in name order) are tried.
///
/// Steps 1–3 are explicit: when one is given but names no file, discovery stops with
/// ``InfoPlistDiscoveryResult/explicitPathMissing(_:_:)`` instead of falling through to a file
/// the developer did not mean. An empty value counts as not given.
package enum InfoPlistDiscovery {
    /// `OPENUISCENE_INFO_PLIST`.
    package static let environmentVariable = "OPENUISCENE_INFO_PLIST"
    /// `--info-plist`.
    package static let argumentFlag = "--info-plist"

    /// One step of the discovery rule.
    package enum Step: String, Sendable, Equatable, CaseIterable {
        /// The `OPENUISCENE_INFO_PLIST` environment variable.
        case environment
        /// `--info-plist PATH` in the arguments.
        case argument
        /// A URL the app passed in code.
        case explicit
        /// `Info.plist` beside the executable.
        case besideExecutable
        /// The main module's SwiftPM resource bundle.
        case resourceBundle

        /// A short human explanation, for messages.
        package var explanation: String {
            switch self {
            case .environment: return "from \(InfoPlistDiscovery.environmentVariable)"
            case .argument: return "from \(InfoPlistDiscovery.argumentFlag)"
            case .explicit: return "passed by the app"
            case .besideExecutable: return "beside the executable"
            case .resourceBundle: return "from the main module's resource bundle"
            }
        }

        var isExplicit: Bool { self == .environment || self == .argument || self == .explicit }
    }

    /// The Info.plist to load, or `nil` (see the type's documentation for the order).
    package static func locate(
        environment: [String: String],
        arguments: [String],
        explicitURL: URL? = nil,
        executableURL: URL?,
        mainModuleName: String? = nil,
        moduleResourceBundles: [URL] = []
    ) -> URL? {
        discover(environment: environment, arguments: arguments, explicitURL: explicitURL,
                 executableURL: executableURL, mainModuleName: mainModuleName,
                 moduleResourceBundles: moduleResourceBundles).url
    }

    /// Runs the discovery rule and says which step found the file, or what was tried.
    ///
    /// - Parameters:
    ///   - environment: the process environment (`ProcessInfo.processInfo.environment`).
    ///   - arguments: the arguments given to `UIApplicationMain` (`CommandLine.arguments`).
    ///   - explicitURL: an Info.plist URL the app passes in code, if any.
    ///   - executableURL: the app's executable (`Bundle.main.executableURL`).
    ///   - mainModuleName: the app's module (of the app delegate type); used to find
    ///     `*_<mainModuleName>.resources` beside the executable.
    ///   - moduleResourceBundles: resource bundle folders to search first in step 5 (for example
    ///     `Bundle.module.bundleURL` when the app passes it).
    package static func discover(
        environment: [String: String],
        arguments: [String],
        explicitURL: URL? = nil,
        executableURL: URL?,
        mainModuleName: String? = nil,
        moduleResourceBundles: [URL] = []
    ) -> InfoPlistDiscoveryResult {
        var explicit: [(URL, Step)] = []
        if let path = environment[environmentVariable], !path.isEmpty {
            explicit.append((URL(fileURLWithPath: path), .environment))
        }
        if let path = argumentValue(in: arguments), !path.isEmpty {
            explicit.append((URL(fileURLWithPath: path), .argument))
        }
        if let explicitURL { explicit.append((explicitURL, .explicit)) }
        if let (url, step) = explicit.first {
            // Anything at an explicit path (a FIFO, a device, a symbolic-link loop or dangling link)
            // counts as found: the loader then says exactly what it is instead of "does not exist".
            return isFile(url) || isNonFolderEntry(url) ? .found(url, step) : .explicitPathMissing(url, step)
        }

        var searched: [URL] = []
        let executableDirectory = executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        if let executableDirectory {
            let beside = executableDirectory.appendingPathComponent("Info.plist")
            if isFile(beside) { return .found(beside, .besideExecutable) }
            searched.append(beside)
        }
        var bundles = moduleResourceBundles
        if let executableDirectory, let mainModuleName {
            bundles += resourceBundles(in: executableDirectory, mainModuleName: mainModuleName)
        }
        for bundle in bundles {
            for candidate in candidates(inBundle: bundle) {
                if isFile(candidate) { return .found(candidate, .resourceBundle) }
                searched.append(candidate)
            }
        }
        return .notFound(searched: searched)
    }

    /// The value of `--info-plist PATH` or `--info-plist=PATH` (the last one wins).
    package static func argumentValue(in arguments: [String]) -> String? {
        var value: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == argumentFlag, arguments.index(after: index) < arguments.endIndex {
                index = arguments.index(after: index)
                value = arguments[index]
            } else if argument.hasPrefix(argumentFlag + "=") {
                value = String(argument.dropFirst(argumentFlag.count + 1))
            }
            index = arguments.index(after: index)
        }
        return value
    }

    /// The SwiftPM resource bundles of `mainModuleName` in `directory`: folders named
    /// `<Package>_<mainModuleName>.resources`, in name order.
    package static func resourceBundles(in directory: URL, mainModuleName: String) -> [URL] {
        let suffix = "_\(mainModuleName).resources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The paths tried inside one resource bundle: `Info.plist`, `Resources/Info.plist`, then
    /// `<folder>/Info.plist` for every other folder in name order.
    package static func candidates(inBundle bundle: URL) -> [URL] {
        var result = [bundle.appendingPathComponent("Info.plist"),
                      bundle.appendingPathComponent("Resources").appendingPathComponent("Info.plist")]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
        for name in names.sorted() where name != "Resources" {
            var isDirectory: ObjCBool = false
            let folder = bundle.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
                result.append(folder.appendingPathComponent("Info.plist"))
            }
        }
        return result
    }

    /// Whether something other than a folder is at `url` itself (symbolic links not followed).
    private static func isNonFolderEntry(_ url: URL) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let type = attributes[.type] as? FileAttributeType else { return false }
        return type != .typeDirectory
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
