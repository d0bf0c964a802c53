// Shape: a collection view controller as the root (a list layout, the iOS 14 sidebar shape).
import UIKit

final class PhotosViewController: UICollectionViewController {
    var albums = ["Recents", "Favourites", "Shared"]

    convenience init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        self.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "album")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = albums[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ClientLog.record("opened \(albums[indexPath.item])")
    }
}

final class CollectionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: PhotosViewController())
        window?.makeKeyAndVisible()
    }
}
