// Issue 15 §3: the menu system, UIResponder.buildMenu(with:) with UIMenuBuilder, UIMenu and UIAction.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        builder.remove(menu: .services)
        let newWindow = UIAction(title: "New Window", image: UIImage(systemName: "plus.rectangle")) { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
        }
        let fileMenu = UIMenu(title: "", image: nil, identifier: UIMenu.Identifier("com.example.app.newWindow"), options: .displayInline, children: [newWindow])
        builder.insertChild(fileMenu, atStartOfMenu: .file)
    }
}
