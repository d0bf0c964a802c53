import Foundation

/// Checks a binary property list before Foundation decodes it.
///
/// swift-corelibs-foundation decodes a binary `set` object (marker `0xC_`) and then traps while
/// bridging it to Swift (a null-metadata dereference found by the fuzz test). Sets are not a
/// property-list type Info.plists can hold (XML cannot even spell them), so any binary plist whose
/// offset table lists a set, or whose trailer or offset table is malformed, is refused here with
/// a reason instead of being handed to Foundation.
enum BinaryPlistScreen {
    /// `nil` when the data may be handed to `PropertyListSerialization`, otherwise why not.
    static func rejection(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        let count = bytes.count
        guard count >= 8 + 32 else { return "truncated binary property list (no trailer)" }
        let trailer = count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            return "malformed binary property list trailer"
        }
        func integer(at index: Int, width: Int) -> UInt64 {
            var value: UInt64 = 0
            for byte in bytes[index..<(index + width)] { value = value << 8 | UInt64(byte) }
            return value
        }
        let objectCount = integer(at: trailer + 8, width: 8)
        let tableOffset = integer(at: trailer + 24, width: 8)
        guard objectCount >= 1, tableOffset >= 8, tableOffset < UInt64(trailer),
              objectCount <= (UInt64(trailer) - tableOffset) / UInt64(offsetSize) else {
            return "malformed binary property list offset table"
        }
        var index = Int(tableOffset)
        for _ in 0..<Int(objectCount) {
            let offset = integer(at: index, width: offsetSize)
            index += offsetSize
            guard offset >= 8, offset < UInt64(trailer) else { return "binary property list object outside the file" }
            if bytes[Int(offset)] & 0xF0 == 0xC0 {
                return "binary property list contains a set, which no Info.plist holds"
            }
        }
        return nil
    }
}
