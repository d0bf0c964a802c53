import Foundation

/// What a document browser tells its delegate, as UIKit's; every method has a default (UIKit's
/// are optional). Called on the main actor, when the user picks or creates a document
/// (``UIDocumentBrowserViewController``).
@preconcurrency @MainActor
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    /// The user asked for a new document: call `importHandler` with a template file and how to
    /// bring it in (`.copy`, `.move`), or with `nil` and `.none` to cancel.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// The user picked existing documents: open them.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// A new document was imported: `destinationURL` is where it now is; open it.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// A new document could not be imported.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
}

extension UIDocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {}
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {}
}
