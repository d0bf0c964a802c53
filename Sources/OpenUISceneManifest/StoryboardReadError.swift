/// Why the initial view controller of a storyboard could not be read.
package enum StoryboardReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The storyboard file does not exist or cannot be read.
    case unreadable(path: String, reason: String)
    /// The text is not well-formed XML (with the parser's line).
    case malformedXML(path: String?, line: Int, reason: String)
    /// The root element is not `<document>`.
    case notAStoryboard(path: String?, rootElement: String)
    /// `<document>` has no `initialViewController` attribute ("Is Initial View Controller" unchecked).
    case noInitialViewController(path: String?)
    /// No element has the id named by `initialViewController`.
    case initialViewControllerNotFound(path: String?, id: String)
    /// No view controller has this Storyboard ID (`storyboardIdentifier`).
    case identifierNotFound(path: String?, identifier: String)

    /// What is wrong and what to do, naming the file.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read the storyboard: \(reason). Fix: ship the .storyboard next to the Info.plist (UISceneStoryboardFile names it without extension)."
        case .malformedXML(let path, let line, let reason):
            return "\(path ?? "storyboard"):\(line): not well-formed XML: \(reason). Fix: open and save it in Xcode, or restore it from version control."
        case .notAStoryboard(let path, let rootElement):
            return "\(path ?? "storyboard"): the root element is <\(rootElement)>, not <document>: this is not a storyboard. Fix: point UISceneStoryboardFile at a .storyboard file."
        case .noInitialViewController(let path):
            return "\(path ?? "storyboard"): <document> has no initialViewController attribute, so there is no initial view controller. Fix: in Interface Builder, check \"Is Initial View Controller\" on the scene's controller."
        case .identifierNotFound(let path, let identifier):
            return "\(path ?? "storyboard"): no view controller has the Storyboard ID \"\(identifier)\". Fix: set it in Interface Builder (Identity inspector, Storyboard ID) or correct the identifier in the call."
        case .initialViewControllerNotFound(let path, let id):
            return "\(path ?? "storyboard"): initialViewController=\"\(id)\" names no element. Fix: set \"Is Initial View Controller\" again in Interface Builder."
        }
    }
}
