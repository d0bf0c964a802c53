// Shape: networking and timing from a delegate: URLSession (FoundationNetworking on Linux) and the
// CoreFoundation clock. The clock comes through `import UIKit` as on iOS; FoundationNetworking only
// with the package trait of that name (off by default, docs/PORTING.md §3), so the file adds the
// import a Linux port writes, which iOS skips. scripts/check-networking-trait builds the same code
// with `import UIKit` alone and the trait on (Tests/Fixtures/NetworkingApp).
import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
