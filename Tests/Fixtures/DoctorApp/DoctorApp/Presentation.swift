import UIKit

enum Presentation {
    // arbitrary-window
    static func presentError(_ error: Error) {
        let root = UIApplication.shared.windows.first?.rootViewController
        root?.present(UIAlertController(title: "Error", message: "\(error)", preferredStyle: .alert), animated: true)
    }

    // app-delegate-window: the app delegate has no window in this scene-based app.
    static func showHelp() {
        UIApplication.shared.delegate?.window??.rootViewController?.present(HelpViewController(), animated: true)
    }

    // window-without-scene: an overlay window for a progress alert, made for no scene.
    static var progressWindow: UIWindow?
    static func showProgress() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .alert + 1
        window.makeKeyAndVisible()
        progressWindow = window
    }

    // Silenced on purpose (docs/DOCTOR.md "Silencing a finding").
    static func debugOverlayWindow() -> UIWindow? {
        // scenectl:disable-next-line arbitrary-window
        UIApplication.shared.windows.first
    }
}
