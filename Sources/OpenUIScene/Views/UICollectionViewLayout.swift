import Foundation

/// How a collection view lays out its items. Kept with its settings; the GTK host does not draw
/// collection views yet (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    /// Asks for a new layout pass (nothing is laid out here).
    open func invalidateLayout() {}
}
