import Foundation

/// Told about a text field's editing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}
