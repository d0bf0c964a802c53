import XCTest

final class HostedTests: XCTestCase {
    func testLaunches() {}
}
