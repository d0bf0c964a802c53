import Foundation

/// The outcome of ``InfoPlistDiscovery/discover(environment:arguments:explicitURL:executableURL:mainModuleName:moduleResourceBundles:)``.
package enum InfoPlistDiscoveryResult: Sendable, Equatable {
    /// An Info.plist was found at `url` by `step`.
    case found(URL, InfoPlistDiscovery.Step)
    /// An explicit path (environment variable, `--info-plist`, or the path passed in code) names no
    /// file. Discovery stops there rather than silently loading another Info.plist.
    case explicitPathMissing(URL, InfoPlistDiscovery.Step)
    /// No step found a file; `searched` lists every path tried, in order.
    case notFound(searched: [URL])

    /// The Info.plist found, or `nil`.
    package var url: URL? {
        if case .found(let url, _) = self { return url }
        return nil
    }

    /// A one-line message for the app's log: where the Info.plist came from, or what was tried
    /// and what to do.
    package var message: String {
        switch self {
        case .found(let url, let step):
            return "Info.plist: \(url.path) (\(step.explanation))."
        case .explicitPathMissing(let url, let step):
            return "Info.plist: \(url.path) does not exist (\(step.explanation)). Fix: correct the path or unset it; the app runs in legacy mode with no bundle identifier."
        case .notFound(let searched):
            return "Info.plist: none found (tried \(searched.map(\.path).joined(separator: ", "))). Fix: set \(InfoPlistDiscovery.environmentVariable), put Info.plist beside the executable, or add it to the app target as resources: [.copy(\"Resources\")] with the file at Resources/Info.plist. The app runs in legacy mode."
        }
    }
}
