import Foundation

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text.
@preconcurrency @MainActor
open class UITextField: UIControl {
    open var text: String? { didSet { if !isApplyingUserEdit { contentDidChange() } } }
    open var placeholder: String? { didSet { contentDidChange() } }
    open var font: UIFont? { didSet { contentDidChange() } }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open weak var delegate: (any UITextFieldDelegate)?
    private var isApplyingUserEdit = false

    /// The user changed the text (called by hosts): updates ``text`` without echoing it back to the
    /// host, then sends `.editingChanged` and tells the delegate.
    package func userDidEdit(text newText: String) {
        isApplyingUserEdit = true
        text = newText
        isApplyingUserEdit = false
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The user pressed Return (called by hosts).
    package func userDidReturn() {
        if delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        }
    }
}
