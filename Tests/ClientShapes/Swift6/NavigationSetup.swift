// Shape: the navigation bar's look set once for the app, a table view controller as the root, bar
// button items with actions, an accessibility announcement, a device-idiom check.
import UIKit

final class ListViewController: UITableViewController {
    var items = ["Groceries", "Ideas"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.items.append("New note")
            self?.tableView.reloadData()
            UIAccessibility.post(notification: .announcement, argument: "Note added")
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class NavigationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().prefersLargeTitles = UIDevice.current.userInterfaceIdiom == .pad
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ListViewController(style: .insetGrouped))
        window.makeKeyAndVisible()
        self.window = window
    }
}
