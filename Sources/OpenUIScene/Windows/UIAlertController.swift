import Foundation

/// An alert or action sheet, presented with `present(_:animated:completion:)`, as UIKit's.
///
/// A model: presenting it sets `presentedViewController`, and the lifecycle trace records it
/// (`alert`, with the title). The GTK host does not draw it yet; tests choose an action with
/// `SimulatedDevice.tapAlertAction(_:)`, which runs the action's handler and dismisses the alert,
/// as a tap does (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    /// The action Return chooses; must be one of ``actions``.
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) {
        action.alertController = self
        actions.append(action)
    }

    /// Alerts only (UIKit raises for an action sheet): the field is configured now.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            SceneEngine.running?.reportMisuse("UIAlertController.addTextField(configurationHandler:)", "text fields can only be added to an alert, not an action sheet (UIKit raises here); the field was not added")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// A tap on `action`: the alert is dismissed, then the handler runs (as in UIKit).
    package func choose(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }
}
