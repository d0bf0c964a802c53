import Foundation

/// A view at the edge of a list cell (iOS 14): the accessories apps use most.
public struct UICellAccessory: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case disclosureIndicator, checkmark, outlineDisclosure, delete, reorder, label(String) }
    public let kind: Kind

    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }
    public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(kind: .outlineDisclosure) }
    public static func delete() -> UICellAccessory { UICellAccessory(kind: .delete) }
    public static func reorder() -> UICellAccessory { UICellAccessory(kind: .reorder) }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(kind: .label(text)) }
}
