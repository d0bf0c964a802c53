/// One configuration dictionary inside a role's array of `UISceneConfigurations`.
///
/// Values are kept exactly as written in the Info.plist: use ``ClassName/substitutingBuildSettings(in:moduleName:productName:)``
/// to replace `$(PRODUCT_MODULE_NAME)`.
package struct SceneConfigurationEntry: Sendable, Equatable, Hashable {
    /// `UISceneConfigurationName`.
    package var name: String?
    /// `UISceneClassName`, exactly as written (before `$(PRODUCT_MODULE_NAME)` substitution).
    package var sceneClassName: String?
    /// `UISceneDelegateClassName`, exactly as written.
    package var delegateClassName: String?
    /// `UISceneStoryboardFile`: a storyboard name without its extension.
    package var storyboardName: String?

    /// Creates an entry from its values.
    package init(name: String? = nil, sceneClassName: String? = nil, delegateClassName: String? = nil, storyboardName: String? = nil) {
        self.name = name
        self.sceneClassName = sceneClassName
        self.delegateClassName = delegateClassName
        self.storyboardName = storyboardName
    }
}
