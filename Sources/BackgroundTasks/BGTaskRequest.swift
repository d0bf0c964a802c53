import Foundation
internal import OpenUIScene

/// A request to run a task later (abstract: submit a ``BGAppRefreshTaskRequest`` or a
/// ``BGProcessingTaskRequest``).
open class BGTaskRequest: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    /// The task runs no earlier than this (nil: as soon as the app is in the background).
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }

    var engineRequest: ScheduledTaskRequest {
        ScheduledTaskRequest(identifier: identifier, kind: .appRefresh, earliestBeginDate: earliestBeginDate)
    }
}

/// A short refresh of the app's content (up to 30 seconds).
public final class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) { super.init(identifier: identifier) }

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGAppRefreshTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        return copy
    }
}

/// Longer, deferrable work (up to 3 minutes here). Power and network are taken as available on
/// a desktop, so the two requirements are kept and do not delay the task.
public final class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    public var requiresNetworkConnectivity = false
    public var requiresExternalPower = false

    public override init(identifier: String) { super.init(identifier: identifier) }

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = BGProcessingTaskRequest(identifier: identifier)
        copy.earliestBeginDate = earliestBeginDate
        copy.requiresNetworkConnectivity = requiresNetworkConnectivity
        copy.requiresExternalPower = requiresExternalPower
        return copy
    }

    override var engineRequest: ScheduledTaskRequest {
        ScheduledTaskRequest(identifier: identifier, kind: .processing, earliestBeginDate: earliestBeginDate,
                             requiresNetworkConnectivity: requiresNetworkConnectivity, requiresExternalPower: requiresExternalPower)
    }
}
