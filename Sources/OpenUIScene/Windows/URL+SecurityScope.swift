import Foundation

extension URL {
    /// iOS's sandbox gives access to a document the user picked while this is balanced by
    /// ``stopAccessingSecurityScopedResource()``. Linux apps have no such sandbox: access is
    /// the file's permissions, so this returns `true` (the access is there) and does nothing.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends what ``startAccessingSecurityScopedResource()`` began (nothing to end here).
    public func stopAccessingSecurityScopedResource() {}
}
