import Foundation

/// What ``UIResponder/buildMenu(with:)`` receives: the main menu, to edit by identifier.
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// The builder the engine hands to the app delegate: edits a copy of the main menu.
@MainActor
final class MainMenuBuilder: UIMenuBuilder {
    private(set) var root: UIMenu
    let system: UIMenuSystem

    init(root: UIMenu, system: UIMenuSystem) {
        self.root = root
        self.system = system
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { root.find(identifier) }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        func search(_ menu: UIMenu) -> UIAction? {
            for child in menu.children {
                if let action = child as? UIAction, action.identifier == identifier { return action }
                if let submenu = child as? UIMenu, let found = search(submenu) { return found }
            }
            return nil
        }
        return search(root)
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        root = root.rewriting(replacedIdentifier) { _ in [replacementMenu] }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        if root.identifier == parentIdentifier { root = root.replacingChildren(childrenBlock(root.children)); return }
        root = root.rewriting(parentIdentifier) { [$0.replacingChildren(childrenBlock($0.children))] }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        root = root.rewriting(siblingIdentifier) { [siblingMenu, $0] }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        root = root.rewriting(siblingIdentifier) { [$0, siblingMenu] }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        root = root.rewriting(removedIdentifier) { _ in [] }
    }
}
