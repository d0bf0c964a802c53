import Foundation

extension FileManager {
    /// The folder shared by the apps of an app group (iOS's `group.com.example.shared`), created
    /// on first use: `$XDG_DATA_HOME/app-groups/<group identifier>/` (by default
    /// `~/.local/share/app-groups/<group identifier>/`), mode 0700. Every app of the user that
    /// names the same group gets the same folder; the group is not checked against entitlements
    /// (Linux has none: any app of the user may name any group, as any app may read the user's
    /// files).
    ///
    /// Returns `nil`, as iOS does for a group the app does not belong to, and logs why, when the
    /// identifier cannot name a folder (empty, longer than 255 bytes, `.` or `..`, or with a
    /// character other than letters, digits, `.`, `-` and `_`), when neither `XDG_DATA_HOME` nor
    /// `HOME` is an absolute path, or when the folder cannot be created or is not a folder of
    /// this user's (a symbolic link or a file in its place is not followed).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        do {
            return try ApplicationGroupContainer.folder(for: groupIdentifier, environment: ProcessInfo.processInfo.environment)
        } catch {
            ApplicationRunner.warn("\(error)")
            return nil
        }
    }
}

/// Where app-group folders live, and their checks (``FileManager/containerURL(forSecurityApplicationGroupIdentifier:)``).
package enum ApplicationGroupContainer {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case invalidIdentifier(String)
        case noDataDirectory
        case notAFolder(String)
        case cannotCreate(String, reason: String)

        package var description: String {
            switch self {
            case .invalidIdentifier(let identifier):
                "containerURL(forSecurityApplicationGroupIdentifier:): \(identifier.debugDescription) is not an app group identifier: use 1 to 255 letters, digits, '.', '-' or '_' (for example \"group.com.example.shared\")."
            case .noDataDirectory:
                "containerURL(forSecurityApplicationGroupIdentifier:): neither XDG_DATA_HOME nor HOME is an absolute path, so there is no data folder for app groups. Set one of them."
            case .notAFolder(let path):
                "containerURL(forSecurityApplicationGroupIdentifier:): \(path) exists and is not a folder of this user's (a file, a symbolic link or another user's folder). Move it away."
            case .cannotCreate(let path, let reason):
                "containerURL(forSecurityApplicationGroupIdentifier:): cannot create \(path): \(reason)."
            }
        }
    }

    /// The group's folder, created 0700 (its parents as needed, 0700 as the XDG rules ask).
    package static func folder(for identifier: String, environment: [String: String]) throws(Failure) -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_".utf8)
        guard !identifier.isEmpty, identifier.utf8.count <= 255, identifier != ".", identifier != "..",
              identifier.utf8.allSatisfy(allowed.contains) else {
            throw .invalidIdentifier(identifier)
        }
        let data: String
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            data = value
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            data = home + "/.local/share"
        } else {
            throw .noDataDirectory
        }
        let path = data + "/app-groups/" + identifier
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            if !isOwnFolder(path) { throw .cannotCreate(path, reason: (error as NSError).localizedDescription) }
        }
        guard isOwnFolder(path) else { throw .notAFolder(path) }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// A real folder (not a link to one) owned by this user.
    private static func isOwnFolder(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid()
    }
}
