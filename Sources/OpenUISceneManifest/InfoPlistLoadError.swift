import Foundation

/// Why an Info.plist could not be loaded at all. Each case names the file and says what to do.
public enum InfoPlistLoadError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
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

    /// The file the error is about, when known.
    public var path: String? {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _): return path
        case .notAPropertyList(let path, _), .rootNotDictionary(let path, _), .emptyRoot(let path): return path
        }
    }

    /// Whether the input could not be read at all (`scenectl lint` exits 2 for these).
    public var isUnreadable: Bool {
        switch self {
        case .fileNotFound, .unreadable: return true
        case .notAPropertyList, .rootNotDictionary, .emptyRoot: return false
        }
    }

    /// The lint code of this error.
    public var code: DiagnosticCode {
        switch self {
        case .fileNotFound, .unreadable: return .unreadable
        case .notAPropertyList: return .notAPropertyList
        case .rootNotDictionary: return .rootNotDictionary
        case .emptyRoot: return .emptyRoot
        }
    }

    /// What is wrong, without the file name.
    public var message: String {
        switch self {
        case .fileNotFound: return "no such file."
        case .unreadable(_, let reason): return "cannot be read: \(reason)."
        case .notAPropertyList(_, let reason): return "is not a property list (XML, binary or OpenStep): \(reason)."
        case .rootNotDictionary(_, let found): return "the root of the property list is \(found), not a dictionary; UIKit ignores the whole file and the app runs in legacy mode."
        case .emptyRoot: return "the Info.plist is empty (no key at the root); the app runs in legacy mode with no bundle identifier."
        }
    }

    /// What to do about it.
    public var fix: String {
        switch self {
        case .fileNotFound: return "Check the path, or set OPENUISCENE_INFO_PLIST to the app's Info.plist."
        case .unreadable: return "Pass a readable file (not a folder) and check its permissions."
        case .notAPropertyList: return "Open the file in Xcode or run `plutil -lint` on it; an Info.plist must start with <?xml …?><plist> or bplist00."
        case .rootNotDictionary: return "Make the root element a <dict> holding CFBundleIdentifier and UIApplicationSceneManifest."
        case .emptyRoot: return "Add at least CFBundleIdentifier and UIApplicationSceneManifest to the root <dict>."
        }
    }

    /// `PATH: error: message Fix: fix`.
    public var description: String {
        "\(path ?? "Info.plist"): error: [\(code.rawValue)] \(message) Fix: \(fix)"
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }

    /// The error as a lint finding on the whole file (empty key path).
    public var diagnostic: ManifestDiagnostic {
        ManifestDiagnostic(code, keyPath: "", message: message, fix: fix, file: path)
    }
}
