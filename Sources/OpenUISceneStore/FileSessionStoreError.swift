import Foundation

/// Why a ``FileSessionStore`` could not be opened.
package enum FileSessionStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another instance owns the store: a running copy of the app, or another store object for the
    /// same directory in this process.
    case locked(directory: String, ownerPID: Int32?, ownerName: String?, sameProcess: Bool)
    /// The directory (or one of its folders, or the lock file) could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// Opening without creating, and there is no store there.
    case notFound(directory: String)
    /// Opening without creating, and the folder exists but holds no store (no `sessions/` folder):
    /// it was left exactly as it was.
    case notAStore(directory: String)
    /// The app identifier cannot name a folder.
    case invalidAppIdentifier(String)
    /// Neither `XDG_STATE_HOME` nor `HOME` is set to an absolute path.
    case noStateDirectory

    package var description: String {
        switch self {
        case .locked(let directory, let pid, let name, let sameProcess):
            let owner: String
            if sameProcess {
                owner = "another FileSessionStore in this process (pid \(pid.map(String.init) ?? "?")) still has it open; close() it or let it deinitialize first"
            } else if let pid {
                owner = "process \(pid)\(name.map { " (\($0))" } ?? "") has it open; quit that app (or wait for it to exit) and try again"
            } else {
                owner = "another process has it open; quit the app that uses it and try again"
            }
            return "\(directory): the session store is in use: \(owner). Only one instance of an app may own its store (lock file \(directory)/lock)."
        case .cannotOpen(let path, let reason):
            return "\(path): cannot open the session store: \(reason)"
        case .notFound(let directory):
            return "\(directory): there is no session store here (no such folder). Check the app identifier or the --store path; the app creates it at its first launch."
        case .notAStore(let directory):
            return "\(directory): not a session store (it has no sessions/ folder); nothing was created or changed in it. Give the folder the app keeps its sessions in ($XDG_STATE_HOME/<app id>, or use --app-id)."
        case .invalidAppIdentifier(let identifier):
            return "\"\(identifier)\" cannot be used as an app identifier for the session store folder: it must be non-empty, not \".\" or \"..\", and contain no \"/\". Set CFBundleIdentifier in the Info.plist."
        case .noStateDirectory:
            return "cannot find where to keep the session store: neither XDG_STATE_HOME nor HOME is an absolute path. Set one of them, or pass a store directory explicitly."
        }
    }
}
