import Foundation

/// A button. Its primary action runs when it is clicked (`.primaryActionTriggered` and
/// `.touchUpInside` actions).
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, contactAdd, close }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    /// The label showing the normal title.
    public let titleLabel: UILabel? = UILabel()

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A system button whose title and primary action come from `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        self.buttonType = .custom
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
        contentDidChange()
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: isSelected ? .selected : .normal) }

    /// The user clicked the button (called by hosts): sends the primary action and touch-up events.
    package func userDidActivate() {
        guard isEnabled else { return }
        sendActions(for: [.primaryActionTriggered, .touchUpInside])
    }
}
