import Foundation

/// Why an Info.plist could not be loaded at all. Each case names the file and says what to do.
package enum InfoPlistLoadError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// Nothing exists at the path.
    case fileNotFound(path: String)
    /// Something exists but cannot be read (a folder, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The bytes are not an XML, binary or OpenStep property list.
    case notAPropertyList(path: String?, reason: String)
    /// The root is a property list but not a dictionary; `found` names its type.
    case rootNotDictionary(path: String?, found: String)
    /// The file is empty, or its root dictionary has no key.
    case emptyRoot(path: String?)
    /// The file is over one of ``InfoPlistLimits`` (its size, or its nesting depth); `reason`
    /// names the limit and the value found.
    case limitExceeded(path: String?, reason: String)

    /// The file the error is about, when known.
    package var path: String? {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _): return path
        case .notAPropertyList(let path, _), .rootNotDictionary(let path, _), .emptyRoot(let path),
             .limitExceeded(let path, _): return path
        }
    }

    /// Whether the input could not be read at all (`scenectl lint` exits 2 for these).
    package var isUnreadable: Bool {
        switch self {
        case .fileNotFound, .unreadable: return true
        case .notAPropertyList, .rootNotDictionary, .emptyRoot, .limitExceeded: return false
        }
    }

    /// The lint code of this error.
    package var code: DiagnosticCode {
        switch self {
        case .fileNotFound, .unreadable: return .unreadable
        case .notAPropertyList: return .notAPropertyList
        case .rootNotDictionary: return .rootNotDictionary
        case .emptyRoot: return .emptyRoot
        case .limitExceeded: return .limitExceeded
        }
    }

    /// What is wrong, without the file name.
    package var message: String {
        switch self {
        case .fileNotFound: return "no such file."
        case .unreadable(_, let reason): return "cannot be read: \(reason)."
        case .notAPropertyList(_, let reason) where reason.hasPrefix(BinaryPlistScreen.damagedPrefix): return "is \(reason)."
        case .notAPropertyList(_, let reason): return "is not a property list (XML, binary or OpenStep): \(reason)."
        case .rootNotDictionary(_, let found): return "the root of the property list is \(found), not a dictionary; UIKit ignores the whole file and the app runs in legacy mode."
        case .emptyRoot: return "the Info.plist is empty (no key at the root); the app runs in legacy mode with no bundle identifier."
        case .limitExceeded(_, let reason): return "is refused without being decoded: \(reason)."
        }
    }

    /// What to do about it.
    package var fix: String {
        switch self {
        case .fileNotFound: return "Check the path, or set OPENUISCENE_INFO_PLIST to the app's Info.plist."
        case .unreadable: return "Pass a regular, readable file (not a folder, FIFO, device or broken link) and check its permissions."
        case .notAPropertyList(_, let reason) where reason.hasPrefix(BinaryPlistScreen.damagedPrefix):
            return "Rebuild or re-copy the file (it starts like a compiled bplist00 property list but its contents are damaged), or convert a good copy with `plutil -convert xml1`."
        case .notAPropertyList: return "Open the file in Xcode or run `plutil -lint` on it; an Info.plist must start with <?xml …?><plist> or bplist00."
        case .limitExceeded: return "Check that this is the app's Info.plist and not a generated or damaged file; real Info.plists are a few kilobytes (the limits are in docs/MANIFEST.md, \"Limits\")."
        case .rootNotDictionary: return "Make the root element a <dict> holding CFBundleIdentifier and UIApplicationSceneManifest."
        case .emptyRoot: return "Add at least CFBundleIdentifier and UIApplicationSceneManifest to the root <dict>."
        }
    }

    /// `PATH: error: message Fix: fix`.
    package var description: String {
        "\(path ?? "Info.plist"): error: [\(code.rawValue)] \(message) Fix: \(fix)"
    }

    /// Same as ``description``.
    package var errorDescription: String? { description }

    /// The error as a lint finding on the whole file (empty key path).
    package var diagnostic: ManifestDiagnostic {
        ManifestDiagnostic(code, keyPath: "", message: message, fix: fix, file: path)
    }
}
