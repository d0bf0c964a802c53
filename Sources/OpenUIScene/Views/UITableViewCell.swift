import Foundation

/// One row of a table.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public internal(set) var reuseIdentifier: String?
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public let contentView = UIView()
    open var accessoryType: AccessoryType = .none
    /// Shown instead of the labels when set (the modern API).
    open var contentConfiguration: UIListContentConfiguration? {
        didSet {
            textLabel?.text = contentConfiguration?.text
            detailTextLabel?.text = contentConfiguration?.secondaryText
        }
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        self.reuseIdentifier = nil
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(coder: coder)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The row's text as a host shows it: the configuration's, else the labels'.
    package var displayText: (primary: String, secondary: String?) {
        (textLabel?.text ?? "", detailTextLabel?.text.flatMap { $0.isEmpty ? nil : $0 })
    }
}
