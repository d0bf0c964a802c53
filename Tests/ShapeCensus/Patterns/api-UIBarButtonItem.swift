// Issue 15 §3: UIBarButtonItem with a primary action and a menu.
import UIKit

class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addNote()
        })
        let sort = UIMenu(title: "Sort", children: [
            UIAction(title: "By Date", image: UIImage(systemName: "calendar")) { _ in print("date") },
            UIAction(title: "By Title") { _ in print("title") },
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: sort)
    }

    func addNote() {}
}
