import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The store touches nothing outside its own folders, and nobody else can plant files in them.
///
/// - `sessions/`, `discards/` and `quarantine/` must be real folders: a symbolic link is refused
///   (the store would otherwise quarantine and delete files wherever the link points).
/// - Every folder must belong to this user: another user's folder is refused.
/// - A folder others can write to is tightened to 0700 (this user owns it, so that is safe),
///   with a line saying so. The store root itself may be a link (a home folder often is).
enum StoreFolderCheck {
    /// Checks one folder; returns a line when something was repaired, throws when the folder
    /// must not be used.
    /// With `repair` false (a tool inspecting the store) a folder others can write to is reported,
    /// not changed.
    static func check(_ path: String, isRoot: Bool, repair: Bool = true) throws(FileSessionStoreError) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            throw .cannotOpen(path: path, reason: "\(String(cString: strerror(code))). \(StoreFileSystem.advice(for: code, path: path))")
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            if isRoot {
                guard stat(path, &info) == 0 else {
                    let code = errno
                    throw .cannotOpen(path: path, reason: "it is a symbolic link that leads nowhere (\(String(cString: strerror(code)))). Remove the link or make its target a folder.")
                }
            } else {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw .cannotOpen(path: path, reason: "it is a symbolic link (to \(target)); the store never follows links out of its folder, so it would not touch the files there. Replace the link with a folder: rm \(path) (the store recreates it).")
            }
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .cannotOpen(path: path, reason: "it is not a folder. Move it away (the store recreates the folder).")
        }
        guard info.st_uid == geteuid() else {
            throw .cannotOpen(path: path, reason: "the folder belongs to user \(info.st_uid), not to this user (\(geteuid())): another user could change the sessions of this app. Give it to this user (chown) or choose another folder.")
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o022 != 0 else { return nil }
        guard repair else {
            return "\(path): other users can write to the folder (mode \(String(mode, radix: 8))); the app makes it private (\(String(mode & ~0o077, radix: 8))) at its next launch. This command changes nothing."
        }
        guard chmod(path, mode & ~0o077) == 0 else {
            let code = errno
            throw .cannotOpen(path: path, reason: "others can write to it (mode \(String(mode, radix: 8))) and it could not be made private (\(String(cString: strerror(code)))). Run chmod 700 \(path).")
        }
        return "\(path): the folder was writable by other users (mode \(String(mode, radix: 8))); its mode is now \(String(mode & ~0o077, radix: 8)), so that only this user can change the app's sessions."
    }
}
