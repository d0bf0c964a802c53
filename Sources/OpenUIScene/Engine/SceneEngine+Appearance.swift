import Foundation

// The appearance (light or dark): the desktop's colour-scheme preference is an intent; the
// Info.plist's `UIUserInterfaceStyle` can force the app's; a change is delivered to every
// connected scene's hierarchy (docs/LIFECYCLE.md "Appearance").

extension SceneEngine {
    /// The app's appearance: what the Info.plist's `UIUserInterfaceStyle` forces (`Light`,
    /// `Dark`), else the desktop's.
    package var userInterfaceStyle: UITraitCollection.UserInterfaceStyle {
        forcedUserInterfaceStyle ?? systemUserInterfaceStyle
    }

    /// `UIUserInterfaceStyle` = `Light` or `Dark`; `nil` for `Automatic` or no key.
    var forcedUserInterfaceStyle: UITraitCollection.UserInterfaceStyle? {
        switch info.userInterfaceStyle {
        case "Light": .light
        case "Dark": .dark
        default: nil
        }
    }

    /// The desktop's colour-scheme preference changed (or, before launch, is this): `.dark` or
    /// `.light` (`.unspecified`, "no preference", is light). While the app runs, every connected
    /// window scene whose traits change gets, in order: a `host appearance` event in the trace
    /// (the host redraws that window), `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`
    /// on its delegate, then `traitCollectionDidChange(_:)` and the registered trait handlers of its
    /// windows, view controllers and views, top-down.
    package func setSystemUserInterfaceStyle(_ requested: UITraitCollection.UserInterfaceStyle) {
        let style: UITraitCollection.UserInterfaceStyle = requested == .dark ? .dark : .light
        guard phase == .running else {
            // Before the launch: the environment the first scenes connect in.
            if phase == .notLaunched { systemUserInterfaceStyle = style }
            return
        }
        perform("userInterfaceStyle", detail: style.name) {
            let before = self.userInterfaceStyle
            self.systemUserInterfaceStyle = style
            let after = self.userInterfaceStyle
            guard before != after else { return }  // unchanged, or forced by the Info.plist
            for scene in self.connectedScenesForAppearance {
                self.deliverAppearanceChange(to: scene, from: before, to: after)
            }
        }
    }

    private var connectedScenesForAppearance: [UIScene] {
        if let legacyScene { return [legacyScene] }
        return connectedScenesInOrder
    }

    private func deliverAppearanceChange(to scene: UIScene, from before: UITraitCollection.UserInterfaceStyle, to after: UITraitCollection.UserInterfaceStyle) {
        guard !killed, let windowScene = scene as? UIWindowScene else { return }
        trace.record(.host, "appearance", session: scene.session.persistentIdentifier, detail: after.name)
        if scene.delegate is any UIWindowSceneDelegate {
            let previous = UITraitCollection(userInterfaceStyle: before)
            callScene("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", scene) { delegate in
                (delegate as? any UIWindowSceneDelegate)?.windowScene(windowScene, didUpdate: windowScene.coordinateSpace, interfaceOrientation: windowScene.interfaceOrientation, traitCollection: previous)
            }
        }
        guard !killed else { return }
        callDepth += 1
        for window in windowScene.windows {
            TraitPropagation(changed: nil, windowStyles: (before, after)).walk(window: window, base: (before, after))
        }
        callDepth -= 1
    }
}
