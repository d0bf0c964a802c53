import Foundation

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Multi-line editable text.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    open var text: String! = "" { didSet { if !isApplyingUserEdit { contentDidChange() } } }
    open var font: UIFont? { didSet { contentDidChange() } }
    open var textColor: UIColor?
    open var isEditable = true { didSet { contentDidChange() } }
    /// The selection, in UTF-16 offsets as in UIKit.
    open var selectedRange = NSRange(location: 0, length: 0) { didSet { if !isApplyingUserEdit { contentDidChange() } } }
    open weak var delegate: (any UITextViewDelegate)?
    private var isApplyingUserEdit = false

    /// The user changed the text (called by hosts): no echo to the host; the delegate hears it.
    package func userDidEdit(text newText: String) {
        isApplyingUserEdit = true
        text = newText
        isApplyingUserEdit = false
        delegate?.textViewDidChange(self)
    }

    /// The user moved the selection (called by hosts).
    package func userDidSelect(_ range: NSRange) {
        isApplyingUserEdit = true
        selectedRange = range
        isApplyingUserEdit = false
        delegate?.textViewDidChangeSelection(self)
    }
}
