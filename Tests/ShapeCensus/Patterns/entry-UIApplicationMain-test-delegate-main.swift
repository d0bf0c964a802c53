// Entry point: main.swift swapping in a test app delegate when the unit-test bundle is loaded.
// census-main-file
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {}
class TestingAppDelegate: UIResponder, UIApplicationDelegate {}

let appDelegateClass: AnyClass = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self
let isRunningTests = ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil

_ = UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    nil,
    NSStringFromClass(isRunningTests ? TestingAppDelegate.self : appDelegateClass)
)
