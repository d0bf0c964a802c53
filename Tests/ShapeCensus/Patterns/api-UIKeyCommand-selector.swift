// Issue 15 §3: UIKeyCommand with #selector, keyboard shortcuts in the menu (needs Objective-C interop).
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        let newNote = UIKeyCommand(title: "New Note", action: #selector(newNote(_:)), input: "n", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [newNote]), atStartOfMenu: .file)
    }

    @objc func newNote(_ sender: Any?) {
        print("new note")
    }
}

class EditorViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save))]
    }

    @objc func save() {}
}
