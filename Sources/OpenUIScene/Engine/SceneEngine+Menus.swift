import Foundation

// The main menu (docs/PARITY.md "Menus"): UIKit's standard menus, whose items carry out what the
// desktop expects of them through the same intents as the window buttons (a new window, close
// the window, quit), edited by the app delegate's `buildMenu(with:)`.

extension SceneEngine {
    /// Builds the main menu: the standard one, then the app delegate edits it.
    func buildMainMenu() {
        guard mode != .legacy else { return }
        let builder = MainMenuBuilder(root: standardMainMenu(), system: .main)
        if let responder = appDelegate as? UIResponder {
            // Not traced as a delegate call: every app delegate has it (a UIResponder method),
            // and the lifecycle traces list the lifecycle's calls.
            callDepth += 1
            responder.buildMenu(with: builder)
            callDepth -= 1
        }
        mainMenu = builder.root
    }

    /// `UIMenuSystem.main.setNeedsRebuild()`: built again after the current callback returns.
    func rebuildMainMenu() {
        trace.record(.request, "UIMenuSystem.setNeedsRebuild")
        runOrDefer { [weak self] in
            guard let self, self.phase == .running else { return }
            self.buildMainMenu()
        }
    }

    /// The user chose a menu item, found by the titles on the way to it (`["File", "New Window"]`):
    /// its action runs with the foreground active scene's window as sender. Returns whether one
    /// was found and enabled.
    @discardableResult
    package func chooseMenuItem(_ path: [String]) -> Bool {
        guard phase == .running, let menu = mainMenu else {
            reportMisuse("chooseMenuItem", "the app is not running or has no main menu (legacy mode)")
            return false
        }
        guard let action = Self.find(path[...], in: menu) else {
            reportMisuse("chooseMenuItem", "no menu item \(path.joined(separator: " › ")) in the main menu")
            return false
        }
        guard !action.attributes.contains(.disabled) else {
            reportMisuse("chooseMenuItem", "the menu item \(path.joined(separator: " › ")) is disabled")
            return false
        }
        trace.record(.intent, "menuItem", detail: path.joined(separator: " › "))
        let sender = connectedScenesInOrder.first { $0.activationState == .foregroundActive } as? UIWindowScene
        runOrDefer {
            action.sender = sender?.keyWindow
            self.callDepth += 1
            action.handler(action)
            self.callDepth -= 1
            action.sender = nil
        }
        return true
    }

    private static func find(_ path: ArraySlice<String>, in menu: UIMenu) -> UIAction? {
        guard let first = path.first else { return nil }
        for child in menu.children {
            if let submenu = child as? UIMenu {
                // Inline menus (a titled group inside a menu) are looked through.
                if submenu.options.contains(.displayInline) || submenu.title.isEmpty, let found = find(path, in: submenu) { return found }
                if submenu.title == first, let found = find(path.dropFirst(), in: submenu) { return found }
            } else if let action = child as? UIAction, action.title == first, path.count == 1 {
                return action
            }
        }
        return nil
    }

    /// UIKit's standard menus. The items with a meaning for the window policy carry it out;
    /// the text-editing ones (which UIKit sends as selectors along the responder chain) are not
    /// here: nothing could carry them out (docs/PARITY.md "Menus").
    private func standardMainMenu() -> UIMenu {
        // The app's name as people see it (`CFBundleDisplayName`, else `CFBundleName`), as Mac
        // Catalyst titles the application menu and "Quit <name>"; else the executable's name.
        let appName = info.displayName.flatMap { $0.isEmpty || $0.contains("$(") ? nil : $0 } ?? ProcessInfo.processInfo.processName
        let quit = UIAction(title: "Quit \(appName)", identifier: UIAction.Identifier("com.apple.menu.quit-action")) { [weak self] _ in
            self?.windowPolicy.quitRequested()
        }
        let newWindow = UIAction(title: "New Window", identifier: UIAction.Identifier("com.apple.menu.new-scene-action"), attributes: supportsMultipleScenes ? [] : [.disabled]) { [weak self] _ in
            self?.windowPolicy.launchedAgain()
        }
        let close = UIAction(title: "Close Window", identifier: UIAction.Identifier("com.apple.menu.close-action")) { [weak self] _ in
            guard let self, let scene = self.connectedScenesInOrder.first(where: { $0.activationState == .foregroundActive }) else { return }
            self.windowPolicy.windowCloseRequested(scene.session)
        }
        func menu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(title: title, identifier: identifier, children: children)
        }
        func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
            UIMenu(identifier: identifier, options: .displayInline, children: children)
        }
        return UIMenu(identifier: .root, children: [
            menu(appName, .application, [
                inline(.about, []), inline(.preferences, []), inline(.services, []), inline(.hide, []), inline(.quit, [quit]),
            ]),
            menu("File", .file, [inline(.newScene, [newWindow]), inline(.close, [close]), inline(.document, []), inline(.print, [])]),
            menu("Edit", .edit, [inline(.undoRedo, []), inline(.standardEdit, []), inline(.find, []), inline(.spelling, [])]),
            menu("Format", .format, [menu("Font", .font), menu("Text", .text)]),
            menu("View", .view, [inline(.toolbar, []), inline(.sidebar, []), inline(.fullscreen, [])]),
            menu("Window", .window, [inline(.minimizeAndZoom, []), inline(.bringAllToFront, [])]),
            menu("Help", .help),
        ])
    }
}
