import Foundation

/// Starts the app, as UIKit's function of the same name: creates the app delegate from
/// `delegateClassName` (for example `NSStringFromClass(AppDelegate.self)`), launches the app on
/// the installed host and runs until the app terminates. It does not return.
///
/// `principalClassName` must be `nil` or `"UIApplication"`: subclasses of `UIApplication` are
/// not supported (see docs/PARITY.md).
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    if let principalClassName, principalClassName != "UIApplication", principalClassName != "OpenUIScene.UIApplication" {
        ApplicationRunner.fail("UIApplicationMain: principal class \"\(principalClassName)\" is not supported; pass nil (UIApplication subclasses are not supported on Linux).")
    }
    guard let delegateClassName else {
        ApplicationRunner.fail("UIApplicationMain: no app delegate class name. Pass NSStringFromClass(AppDelegate.self) as the fourth argument, or put @main on your app delegate.")
    }
    let found: AnyClass? = ClassRegistry.registeredClass(named: delegateClassName) ?? ClassResolver.classNamed(delegateClassName)
    guard let type = found as? (UIResponder & UIApplicationDelegate).Type else {
        let reason = found == nil
            ? "no class named \"\(delegateClassName)\" was found (use NSStringFromClass(AppDelegate.self), which gives the module-qualified name)"
            : "\"\(delegateClassName)\" is not a UIResponder subclass adopting UIApplicationDelegate"
        ApplicationRunner.fail("UIApplicationMain: \(reason).")
    }
    ApplicationRunner.run(appDelegate: type)
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The entry point of `@main class AppDelegate: UIResponder, UIApplicationDelegate`.
    ///
    /// `@UIApplicationMain` is an error in Swift 6 language mode; write `@main` instead (one line).
    public static func main() {
        ApplicationRunner.run(appDelegate: self)
    }
}
