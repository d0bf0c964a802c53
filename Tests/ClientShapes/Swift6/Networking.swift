// Shape: networking and timing from a delegate: URLSession (FoundationNetworking on Linux) and the
// CoreFoundation clock, both through `import UIKit` as on iOS.
import UIKit

@MainActor
enum Sync {
    static var lastStart: CFAbsoluteTime = 0

    static func request(_ url: URL) -> URLRequest {
        lastStart = CFAbsoluteTimeGetCurrent()
        var request = URLRequest(url: url)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        return request
    }

    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        return URLSession(configuration: configuration)
    }()
}
