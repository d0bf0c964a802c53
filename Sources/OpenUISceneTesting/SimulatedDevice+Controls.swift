import Foundation
import OpenUIScene

// The user's hand on controls no host draws yet: a tab bar's tabs, the document browser's list.

extension SimulatedDevice {
    /// The user taps the tab at `index` of `tabBarController`: its delegate's
    /// `tabBarController(_:shouldSelect:)`, then (if allowed) the tab is shown and
    /// `tabBarController(_:didSelect:)` runs, as in UIKit. Returns whether the tab is selected;
    /// `false` with an error in the trace when there is no such tab.
    @discardableResult
    public func selectTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
        guard let engine = running else { return false }
        let count = tabBarController.viewControllers?.count ?? 0
        guard (0..<count).contains(index) else {
            engine.reportMisuse("SimulatedDevice.selectTab(at:in:)", "the tab bar controller has \(count) tab(s); there is no tab \(index)")
            return false
        }
        engine.trace.record(.intent, "selectTab", detail: "\(index)")
        return tabBarController.userSelectTab(at: index)
    }

    /// The user picks documents in a document browser: its delegate's
    /// `documentBrowser(_:didPickDocumentsAt:)`. `false` with an error in the trace when nothing
    /// is picked, or several while the browser does not allow it.
    @discardableResult
    public func pickDocuments(_ urls: [URL], in browser: UIDocumentBrowserViewController) -> Bool {
        guard let engine = running else { return false }
        engine.trace.record(.intent, "pickDocuments", detail: urls.map(\.lastPathComponent).joined(separator: ", "))
        guard browser.userPick(urls) else {
            engine.reportMisuse("SimulatedDevice.pickDocuments(_:in:)", urls.isEmpty ? "no document picked" : "\(urls.count) documents picked, but allowsPickingMultipleItems is false")
            return false
        }
        return true
    }

    /// The user chooses "Create Document" in a document browser showing `folder`: the delegate's
    /// `documentBrowser(_:didRequestDocumentCreationWithHandler:)`; the template it hands back
    /// is copied or moved into `folder`, then `didImportDocumentAt` (or
    /// `failedToImportDocumentAt`) runs. `false` with an error in the trace when the browser does
    /// not allow creation.
    @discardableResult
    public func createDocument(in browser: UIDocumentBrowserViewController, into folder: URL) -> Bool {
        guard let engine = running else { return false }
        engine.trace.record(.intent, "createDocument", detail: folder.path)
        guard browser.userCreateDocument(into: folder) else {
            engine.reportMisuse("SimulatedDevice.createDocument(in:into:)", "the browser's allowsDocumentCreation is false")
            return false
        }
        return true
    }
}
