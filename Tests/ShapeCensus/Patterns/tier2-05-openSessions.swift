// Second tier: UIApplication.shared.openSessions, finding the window that already shows a document.
import UIKit

@MainActor
enum WindowRouter {
    static func existingSession(for documentID: String) -> UISceneSession? {
        UIApplication.shared.openSessions.first { session in
            session.stateRestorationActivity?.userInfo?["documentID"] as? String == documentID
                || session.userInfo?["documentID"] as? String == documentID
        }
    }

    static var openWindowCount: Int {
        UIApplication.shared.openSessions.filter { $0.role == .windowApplication }.count
    }
}
