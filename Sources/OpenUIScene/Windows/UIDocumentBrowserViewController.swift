import Foundation

/// The system's document browser, as a document-based app's root view controller (Xcode's
/// "Document App" template): it lists documents, the user picks or creates one, and the
/// ``delegate`` opens it.
///
/// There is no system browser on Linux: the view controller is an empty view, and the user's
/// picks come from `SimulatedDevice.pickDocuments(_:in:)` and
/// `SimulatedDevice.createDocument(in:into:)` in tests. What the delegate then does (present
/// the document's view controller, import a new document) runs as on iOS. The GTK host shows no
/// file list yet (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UIDocumentBrowserViewController: UIViewController {
    /// What the browser does with a document it brings in, as UIKit's.
    public enum ImportMode: UInt, Sendable {
        /// The creation was cancelled: nothing is imported.
        case none = 0
        /// The document is copied into the browser's folder.
        case copy = 1
        /// The document is moved into the browser's folder.
        case move = 2
    }

    /// The browser's look (kept; nothing draws it).
    public enum BrowserUserInterfaceStyle: UInt, Sendable { case white = 0, light = 1, dark = 2 }

    /// Told when the user picks, creates or imports a document; held weakly, as in UIKit.
    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    /// Whether the user may create documents (default `true`).
    open var allowsDocumentCreation = true
    /// Whether the user may pick several documents at once (default `false`).
    open var allowsPickingMultipleItems = false
    /// The uniform type identifiers the browser opens (empty: any document).
    open private(set) var allowedContentTypes: [String]
    open var shouldShowFileExtensions = false
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle = .white
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = []
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = []
    open var localizedCreateDocumentActionTitle = "Create Document"

    /// A browser for documents of these uniform type identifiers (`nil`: any document). The
    /// iOS 14 form, `init(forOpeningContentTypes: [UTType]?)`, comes with `import UIKit`.
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.allowedContentTypes = allowedContentTypes ?? []
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        allowedContentTypes = []
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a storyboard: a browser for any document.
    public required init?(coder: NSCoder) {
        allowedContentTypes = []
        super.init(coder: coder)
    }

    /// Shows the document at `url` in the browser and hands it back. The document must exist:
    /// otherwise the completion gets `nil` and a `CocoaError(.fileNoSuchFile)` naming the file.
    /// `importIfNeeded` changes nothing (every readable file is reachable here). **Differs:** the
    /// completion runs before this returns, not later on the main queue.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            completion?(nil, CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: "revealDocument(at:): no document at \(url.path)"]))
            return
        }
        completion?(url, nil)
    }

    /// Copies or moves the document at `documentURL` into the folder of `neighbourURL` (a free
    /// name is chosen: "Name 2.ext" when "Name.ext" is taken) and hands back where it went.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode: ImportMode, completionHandler: @escaping (URL?, (any Error)?) -> Void) {
        do {
            completionHandler(try Self.bring(documentURL, into: neighbourURL.deletingLastPathComponent(), mode: mode), nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// Brings a document into `folder` with `mode`: the new URL, or `nil` for `.none`.
    package static func bring(_ document: URL, into folder: URL, mode: ImportMode) throws -> URL? {
        guard mode != .none else { return nil }
        let files = FileManager.default
        let base = document.deletingPathExtension().lastPathComponent
        let suffix = document.pathExtension.isEmpty ? "" : ".\(document.pathExtension)"
        var destination = folder.appendingPathComponent(base + suffix)
        var number = 2
        while files.fileExists(atPath: destination.path) {
            destination = folder.appendingPathComponent("\(base) \(number)\(suffix)")
            number += 1
        }
        if mode == .copy {
            try files.copyItem(at: document, to: destination)
        } else {
            try files.moveItem(at: document, to: destination)
        }
        return destination
    }

    /// The user picked documents: the delegate's `documentBrowser(_:didPickDocumentsAt:)`.
    /// Refused (`false`) when nothing is picked, or several while
    /// ``allowsPickingMultipleItems`` is off.
    package func userPick(_ documentURLs: [URL]) -> Bool {
        guard !documentURLs.isEmpty, documentURLs.count == 1 || allowsPickingMultipleItems else { return false }
        delegate?.documentBrowser(self, didPickDocumentsAt: documentURLs)
        return true
    }

    /// The user chose "Create Document": the delegate provides a template through its handler,
    /// which is imported into `folder` (the folder the user is browsing); the delegate then hears
    /// `didImportDocumentAt` or `failedToImportDocumentAt`. Refused (`false`) when
    /// ``allowsDocumentCreation`` is off.
    package func userCreateDocument(into folder: URL) -> Bool {
        guard allowsDocumentCreation else { return false }
        delegate?.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] template, mode in
            guard let self, let template, mode != .none else { return }
            do {
                if let destination = try Self.bring(template, into: folder, mode: mode) {
                    self.delegate?.documentBrowser(self, didImportDocumentAt: template, toDestinationURL: destination)
                }
            } catch {
                self.delegate?.documentBrowser(self, failedToImportDocumentAt: template, error: error)
            }
        })
        return true
    }
}
