import SceneToolsCore
import SwiftSyntax

extension SceneSDKs {
    /// The SDKs whose calls `body` makes, in table order.
    static func calls(in body: CodeBlockSyntax?) -> [SceneSDK] {
        guard let body else { return [] }
        let callees = NodeCollector<FunctionCallExprSyntax>.all(in: body).map { $0.calledExpression.trimmedText.replacingOccurrences(of: " ", with: "") }
        return all.filter { sdk in callees.contains { callee in sdk.calls.contains { callee.hasPrefix($0) } } }
    }
}
