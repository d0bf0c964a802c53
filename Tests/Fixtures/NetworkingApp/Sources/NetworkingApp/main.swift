// iOS code: networking through `import UIKit` alone (no Foundation, no FoundationNetworking).
import UIKit

URLCache.shared = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: nil)
HTTPCookieStorage.shared.cookieAcceptPolicy = .always
var request = URLRequest(url: URL(string: "https://example.com/config.json")!)
request.httpMethod = "GET"
request.setValue("application/json", forHTTPHeaderField: "Accept")
let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = 10
let session = URLSession(configuration: configuration)
// No request leaves the machine: a task is made and cancelled, and a response built by hand.
let task = session.dataTask(with: request) { _, _, _ in }
task.cancel()
let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
precondition(response?.statusCode == 200 && request.value(forHTTPHeaderField: "Accept") == "application/json")
print("NetworkingApp: ok (\(type(of: session)), \(request.httpMethod ?? "?"), cache \(URLCache.shared.memoryCapacity) bytes)")
