import Foundation

extension IndexPath {
    /// UIKit's table index path: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }

    /// UIKit's collection index path: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}

/// A list of rows from a data source. On the GTK host it renders as a list box; selecting a row
/// calls the delegate's `tableView(_:didSelectRowAt:)`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    public private(set) var indexPathForSelectedRow: IndexPath?
    /// A view behind the rows, the usual place for an empty state ("No notes yet"). The GTK host
    /// shows it where the list has no rows (GtkListBox's placeholder); with rows, the cells cover
    /// it there, as opaque cells do on iOS.
    open var backgroundView: UIView? {
        didSet { if backgroundView !== oldValue { contentDidChange() } }
    }
    private var registered: [String: UITableViewCell.Type] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        self.style = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass ?? UITableViewCell.self
    }

    /// A new cell of the registered class (cells are not reused on Linux: lists are small).
    ///
    /// Differs from UIKit: a registered subclass is created through `init?(coder:)` (Swift can only
    /// create a class from its metatype through a `required` initializer), so set-up written in an
    /// override of `init(style:reuseIdentifier:)` does not run; do it in `init?(coder:)` too, or
    /// configure the cell in `tableView(_:cellForRowAt:)`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        makeCell(registered[identifier] ?? UITableViewCell.self, identifier: identifier)
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { makeCell($0, identifier: identifier) }
    }

    private func makeCell(_ type: UITableViewCell.Type, identifier: String) -> UITableViewCell {
        let cell = type == UITableViewCell.self
            ? UITableViewCell(style: .default, reuseIdentifier: identifier)
            : (type.init(coder: InstantiationCoder()) ?? UITableViewCell(style: .default, reuseIdentifier: identifier))
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Asks the data source again; the host re-renders the rows.
    open func reloadData() {
        contentDidChange()
    }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: Int = 0) {
        indexPathForSelectedRow = indexPath
        contentDidChange()
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// What the data source says now (no cache: `reloadData()` has nothing to refresh here).
    open var numberOfSections: Int { max(dataSource?.numberOfSections(in: self) ?? 0, 0) }

    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
    }

    /// Every row the data source gives now, in order.
    package func currentRows() -> [(IndexPath, UITableViewCell)] {
        guard let dataSource else { return [] }
        var rows: [(IndexPath, UITableViewCell)] = []
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            for row in 0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
                let indexPath = IndexPath(row: row, section: section)
                rows.append((indexPath, dataSource.tableView(self, cellForRowAt: indexPath)))
            }
        }
        return rows
    }

    /// The user picked a row (called by hosts).
    package func userDidSelectRow(at indexPath: IndexPath) {
        indexPathForSelectedRow = indexPath
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
