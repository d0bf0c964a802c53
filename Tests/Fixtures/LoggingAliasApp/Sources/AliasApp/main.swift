import Logging
import OSLog
import UIKit

// The app's Logging, OpenUIScene's UIKit and OSLog (through swift-log, renamed) in one program.
let logger = Logger(subsystem: "org.openuiscene.alias", category: "check")
logger.notice("os logger \(42, privacy: .public)")
print(AppLog.message("ok"), UIApplication.State.background.rawValue)
