// The iOS 14 document browser initializer, with `UTType`: here rather than in OpenUIScene, which
// does not depend on UniformTypeIdentifiers.
import OpenUIScene
import UniformTypeIdentifiers

extension UIDocumentBrowserViewController {
    /// A browser for documents of these types (`nil`: any document).
    public convenience init(forOpeningContentTypes contentTypes: [UTType]?) {
        self.init(forOpeningFilesWithContentTypes: contentTypes?.map(\.identifier))
    }
}
