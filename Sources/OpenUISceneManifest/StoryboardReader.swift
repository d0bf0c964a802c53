import Foundation

/// Reads the initial view controller of a `.storyboard` file, or the one with a given Storyboard
/// ID (pure data; the engine creates the window and the controller).
///
/// A storyboard is XML: `<document … initialViewController="ID">` names the `id` of a controller
/// element (`<viewController id="ID" customClass="ViewController" customModule="MyApp"
/// customModuleProvider="target">`) somewhere under `<scenes><scene><objects>`.
package enum StoryboardReader {
    /// Reads the storyboard at `url`.
    package static func initialViewController(contentsOf url: URL) throws(StoryboardReadError) -> StoryboardInitialViewController {
        try initialViewController(xml: read(url), sourcePath: url.path)
    }

    /// The storyboard's bytes: a regular file of at most ``InfoPlistLimits/maximumStoryboardFileSize``,
    /// read as an Info.plist is (a FIFO or device is refused, never read).
    private static func read(_ url: URL) throws(StoryboardReadError) -> Data {
        do {
            return try InfoPlistFileReader.contents(of: url, limit: InfoPlistLimits.maximumStoryboardFileSize, limitName: "InfoPlistLimits.maximumStoryboardFileSize")
        } catch {
            switch error {
            case .fileNotFound: throw .unreadable(path: url.path, reason: "no such file")
            case .unreadable(_, let reason), .limitExceeded(_, let reason):
                throw .unreadable(path: url.path, reason: reason)
            case .notAPropertyList, .rootNotDictionary, .emptyRoot:
                throw .unreadable(path: url.path, reason: error.message)
            }
        }
    }

    /// Reads the storyboard XML text; `sourcePath` is used in messages.
    package static func initialViewController(xml: String, sourcePath: String? = nil) throws(StoryboardReadError) -> StoryboardInitialViewController {
        try initialViewController(xml: Data(xml.utf8), sourcePath: sourcePath)
    }

    /// Reads the storyboard XML bytes; `sourcePath` is used in messages.
    ///
    /// Scans with `StoryboardXMLScanner` rather than `XMLParser`, so that apps do not load
    /// libxml2 and ICU at start-up. The whole document is scanned, so a malformed one is reported
    /// even after the controller was found.
    package static func initialViewController(xml: Data, sourcePath: String? = nil) throws(StoryboardReadError) -> StoryboardInitialViewController {
        let (initialID, found) = try scan(xml, sourcePath: sourcePath) { initialID, attributes in
            initialID != nil && attributes["id"] == initialID
        }
        guard let id = initialID, !id.isEmpty else { throw .noInitialViewController(path: sourcePath) }
        guard let found else { throw .initialViewControllerNotFound(path: sourcePath, id: id) }
        return found
    }

    /// The view controller whose Storyboard ID (`storyboardIdentifier`) is `identifier`, in the
    /// storyboard at `url` (what `UIStoryboard.instantiateViewController(withIdentifier:)` creates).
    package static func viewController(withIdentifier identifier: String, contentsOf url: URL) throws(StoryboardReadError) -> StoryboardInitialViewController {
        try viewController(withIdentifier: identifier, xml: read(url), sourcePath: url.path)
    }

    /// The view controller whose `storyboardIdentifier` is `identifier`, in the XML bytes.
    package static func viewController(withIdentifier identifier: String, xml: Data, sourcePath: String? = nil) throws(StoryboardReadError) -> StoryboardInitialViewController {
        let (_, found) = try scan(xml, sourcePath: sourcePath) { _, attributes in
            attributes["storyboardIdentifier"] == identifier
        }
        guard let found else { throw .identifierNotFound(path: sourcePath, identifier: identifier) }
        return found
    }

    /// One pass over the document: the `initialViewController` of `<document>` and the first
    /// element (after the root) for which `matches(initialID, attributes)` holds.
    private static func scan(
        _ xml: Data, sourcePath: String?,
        matching matches: (_ initialID: String?, _ attributes: [String: String]) -> Bool
    ) throws(StoryboardReadError) -> (initialID: String?, found: StoryboardInitialViewController?) {
        var rootElement: String?
        var initialID: String?
        var found: StoryboardInitialViewController?
        var malformation: StoryboardXMLError?
        do {
            // Elements come in document order and `<document>` comes first, so one pass suffices.
            try StoryboardXMLScanner.scan(xml, start: { elementName, attributes in
                guard rootElement != nil else {
                    rootElement = elementName
                    if elementName == "document" { initialID = attributes["initialViewController"] }
                    return
                }
                guard found == nil, matches(initialID, attributes), let id = attributes["id"] else { return }
                found = StoryboardInitialViewController(
                    id: id, elementName: elementName,
                    customClass: attributes["customClass"], customModule: attributes["customModule"],
                    customModuleProvider: attributes["customModuleProvider"],
                    storyboardIdentifier: attributes["storyboardIdentifier"])
            }, end: { _ in })
        } catch {
            malformation = error
        }
        // A wrong root wins over malformed XML after it, as with `XMLParser`.
        if let rootElement, rootElement != "document" { throw .notAStoryboard(path: sourcePath, rootElement: rootElement) }
        if let malformation { throw .malformedXML(path: sourcePath, line: malformation.line, reason: malformation.reason) }
        return (initialID, found)
    }
}
