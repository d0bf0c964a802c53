import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the initial view controller of a `.storyboard` file (pure data; the engine creates the
/// window and the controller).
///
/// A storyboard is XML: `<document … initialViewController="ID">` names the `id` of a controller
/// element (`<viewController id="ID" customClass="ViewController" customModule="MyApp"
/// customModuleProvider="target">`) somewhere under `<scenes><scene><objects>`.
public enum StoryboardReader {
    /// Reads the storyboard at `url`.
    public static func initialViewController(contentsOf url: URL) throws(StoryboardReadError) -> StoryboardInitialViewController {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: FileManager.default.fileExists(atPath: url.path) ? error.localizedDescription : "no such file")
        }
        return try initialViewController(xml: data, sourcePath: url.path)
    }

    /// Reads the storyboard XML text; `sourcePath` is used in messages.
    public static func initialViewController(xml: String, sourcePath: String? = nil) throws(StoryboardReadError) -> StoryboardInitialViewController {
        try initialViewController(xml: Data(xml.utf8), sourcePath: sourcePath)
    }

    /// Reads the storyboard XML bytes; `sourcePath` is used in messages.
    public static func initialViewController(xml: Data, sourcePath: String? = nil) throws(StoryboardReadError) -> StoryboardInitialViewController {
        let collector = Collector()
        let parser = XMLParser(data: xml)
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let ok = parser.parse()
        if let rootElement = collector.rootElement, rootElement != "document" {
            throw .notAStoryboard(path: sourcePath, rootElement: rootElement)
        }
        guard ok, collector.rootElement != nil, collector.rootClosed else {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription }
                ?? (collector.rootElement == nil ? "no element" : "the document ends before </\(collector.rootElement ?? "")>")
            throw .malformedXML(path: sourcePath, line: max(1, parser.lineNumber), reason: reason)
        }
        guard let id = collector.initialID, !id.isEmpty else { throw .noInitialViewController(path: sourcePath) }
        guard let found = collector.found else { throw .initialViewControllerNotFound(path: sourcePath, id: id) }
        return found
    }

    /// The parser delegate: remembers the root element, the initial id, and the element with that id.
    /// Elements come in document order and `<document>` comes first, so one pass suffices.
    private final class Collector: NSObject, XMLParserDelegate {
        var rootElement: String?
        var initialID: String?
        var found: StoryboardInitialViewController?
        var depth = 0
        var rootClosed = false

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            depth -= 1
            if depth == 0 { rootClosed = true }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
            depth += 1
            if rootElement == nil {
                rootElement = elementName
                if elementName == "document" { initialID = attributes["initialViewController"] }
                return
            }
            guard found == nil, let initialID, attributes["id"] == initialID else { return }
            found = StoryboardInitialViewController(
                id: initialID, elementName: elementName,
                customClass: attributes["customClass"], customModule: attributes["customModule"],
                customModuleProvider: attributes["customModuleProvider"],
                storyboardIdentifier: attributes["storyboardIdentifier"])
        }
    }
}
