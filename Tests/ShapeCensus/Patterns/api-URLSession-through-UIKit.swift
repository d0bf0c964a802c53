// Issue 15 §2: URLSession, URLCache, HTTPCookieStorage through import UIKit alone (no import Foundation).
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        URLCache.shared = URLCache(memoryCapacity: 4 * 1024 * 1024, diskCapacity: 20 * 1024 * 1024, diskPath: nil)
        HTTPCookieStorage.shared.cookieAcceptPolicy = .always
        let url = URL(string: "https://example.com/config.json")!
        URLSession.shared.dataTask(with: url) { data, response, error in
            guard let data = data, (response as? HTTPURLResponse)?.statusCode == 200 else { return }
            print("config: \(data.count) bytes")
        }.resume()
        return true
    }

    func loadProfile() async throws -> Data {
        var request = URLRequest(url: URL(string: "https://example.com/me")!)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, _) = try await URLSession.shared.data(for: request)
        return data
    }
}
