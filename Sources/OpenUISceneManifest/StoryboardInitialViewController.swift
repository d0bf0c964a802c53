/// The initial view controller of a storyboard, as written in its XML.
package struct StoryboardInitialViewController: Sendable, Equatable {
    /// The element's `id` (the `initialViewController` attribute of `<document>`).
    package var id: String
    /// The element name: `viewController`, `navigationController`, `tableViewController`, …
    package var elementName: String
    /// `customClass`, or `nil` for a plain UIKit controller.
    package var customClass: String?
    /// `customModule`, or `nil` (Objective-C classes, or a class of the app target when
    /// ``customModuleProvider`` is `target`).
    package var customModule: String?
    /// `customModuleProvider`: `target` means "the module of the target that builds the storyboard",
    /// which Interface Builder leaves out of `customModule`.
    package var customModuleProvider: String?
    /// `storyboardIdentifier`, if set.
    package var storyboardIdentifier: String?

    /// Creates the value from its attributes.
    package init(id: String, elementName: String, customClass: String? = nil, customModule: String? = nil, customModuleProvider: String? = nil, storyboardIdentifier: String? = nil) {
        self.id = id
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
    }

    /// The module of ``customClass``: ``customModule``, else `targetModule` when
    /// ``customModuleProvider`` is `target`, else `nil` (an Objective-C class, looked up bare).
    package func module(targetModule: String?) -> String? {
        if let customModule, !customModule.isEmpty { return customModule }
        if customModuleProvider == "target" { return targetModule }
        return nil
    }

    /// The runtime class name to instantiate: `Module.CustomClass`, a bare `CustomClass` when no
    /// module applies, or the UIKit class of the element (`UINavigationController` for
    /// `navigationController`…) when there is no custom class. `nil` for an element UIKit has no
    /// class for.
    package func className(targetModule: String?) -> String? {
        if let customClass, !customClass.isEmpty {
            if let module = module(targetModule: targetModule) { return "\(module).\(customClass)" }
            return customClass
        }
        return Self.uiKitClassNames[elementName]
    }

    /// Interface Builder element names and the UIKit class each stands for.
    package static let uiKitClassNames: [String: String] = [
        "viewController": "UIViewController",
        "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController",
    ]
}
