import Foundation

/// Checks the structure of a binary property list before Foundation decodes it.
///
/// - swift-corelibs-foundation decodes a binary `set` object (marker `0xC_`) and then traps while
///   bridging it to Swift (a null-metadata dereference found by the fuzz test). No Info.plist holds
///   a set (XML cannot even spell one), so a set is refused here.
/// - When Foundation cannot decode a binary plist it retries it as text and reports
///   "Unexpected character b at line 1", which hides what is wrong. The screen walks the trailer,
///   the offset table and every object (type markers, lengths, references), so a damaged file is
///   refused with what is damaged.
/// - Foundation's decoder recurses once per nesting level: the nesting depth is measured here,
///   without recursion and following every reference once, against ``InfoPlistLimits/maximumNestingDepth``.
enum BinaryPlistScreen {
    /// The start of every reason for a damaged binary plist.
    static let damagedPrefix = "a damaged binary property list (it starts with the bplist header)"

    /// What the screen found.
    enum Verdict: Equatable {
        /// The data may be handed to `PropertyListSerialization`.
        case acceptable
        /// The data is damaged (or holds a set); the reason starts with ``damagedPrefix``.
        case damaged(String)
        /// Dictionaries and arrays nest deeper than `limit`.
        case tooDeep(limit: Int)
    }

    /// `nil` when the data may be handed to `PropertyListSerialization`, otherwise why not.
    static func rejection(_ data: Data, depthLimit: Int = InfoPlistLimits.maximumNestingDepth) -> String? {
        switch verdict(data, depthLimit: depthLimit) {
        case .acceptable: return nil
        case .damaged(let reason): return reason
        case .tooDeep(let limit): return "dictionaries and arrays nest deeper than \(limit) levels"
        }
    }

    /// Checks `data`, which starts with `bplist`.
    static func verdict(_ data: Data, depthLimit: Int = InfoPlistLimits.maximumNestingDepth) -> Verdict {
        var reader = Reader(bytes: [UInt8](data))
        do {
            try reader.checkHeaderAndTrailer()
            try reader.checkObjects()
            return try reader.fitsDepth(depthLimit) ? .acceptable : .tooDeep(limit: depthLimit)
        } catch {
            return .damaged("\(damagedPrefix): \(error.detail)")
        }
    }

    /// What is damaged, for the message.
    struct Damage: Error {
        let detail: String
        init(_ detail: String) { self.detail = detail }
    }

    /// The parsed trailer and the object walk.
    private struct Reader {
        let bytes: [UInt8]
        var offsetSize = 0
        var referenceSize = 0
        var objectCount = 0
        var topObject = 0
        var tableOffset = 0
        /// The byte offset of each object.
        var offsets: [Int] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func integer(at index: Int, width: Int) -> UInt64 {
            var value: UInt64 = 0
            for byte in bytes[index..<(index + width)] { value = value << 8 | UInt64(byte) }
            return value
        }

        mutating func checkHeaderAndTrailer() throws(Damage) {
            let count = bytes.count
            guard count >= 8 + 32 else {
                throw Damage("the file is \(count) bytes, too short for the 8-byte header and the 32-byte trailer (truncated)")
            }
            let version = String(decoding: bytes[6..<8], as: UTF8.self)
            guard version == "00" else {
                throw Damage("its version is \"bplist\(version)\"; only bplist00 can be read")
            }
            let trailer = count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw Damage("the trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes (each must be 1 to 8); the last 32 bytes are not a trailer (truncated or overwritten)")
            }
            let objects = integer(at: trailer + 8, width: 8)
            let top = integer(at: trailer + 16, width: 8)
            let table = integer(at: trailer + 24, width: 8)
            guard objects >= 1, table >= 8, table < UInt64(trailer),
                  objects <= (UInt64(trailer) - table) / UInt64(offsetSize) else {
                throw Damage("the trailer's offset table (\(objects) objects at byte \(table)) does not fit in the file")
            }
            objectCount = Int(objects)
            tableOffset = Int(table)
            guard top < objects else {
                throw Damage("the top object is number \(top), but there are only \(objects) objects")
            }
            topObject = Int(top)
            offsets.reserveCapacity(objectCount)
            var index = tableOffset
            for number in 0..<objectCount {
                let offset = integer(at: index, width: offsetSize)
                index += offsetSize
                guard offset >= 8, offset < UInt64(tableOffset) else {
                    throw Damage("object \(number) is at byte \(offset), outside the object area (bytes 8 to \(tableOffset))")
                }
                offsets.append(Int(offset))
            }
        }

        /// The first byte after the length of a variable-length object and its length, or a damage.
        func length(ofObjectAt offset: Int, number: Int) throws(Damage) -> (start: Int, length: Int) {
            let info = Int(bytes[offset] & 0x0F)
            guard info == 0x0F else { return (offset + 1, info) }
            let marker = offset + 1
            guard marker < tableOffset, bytes[marker] & 0xF0 == 0x10, bytes[marker] & 0x0F <= 3 else {
                throw Damage("object \(number) has a malformed length")
            }
            let width = 1 << Int(bytes[marker] & 0x0F)
            guard marker + 1 + width <= tableOffset else { throw Damage("object \(number) runs past the object area") }
            let value = integer(at: marker + 1, width: width)
            guard value <= UInt64(bytes.count) else { throw Damage("object \(number) claims \(value) elements, more than the file could hold") }
            return (marker + 1 + width, Int(value))
        }

        /// The objects a container references (empty for scalars), after checking the object fits.
        func references(of number: Int) throws(Damage) -> [Int] {
            let offset = offsets[number]
            let marker = bytes[offset]
            let info = Int(marker & 0x0F)
            var end: Int
            var referenceStart = 0, referenceCount = 0
            switch marker >> 4 {
            case 0x0:
                guard [0x0, 0x8, 0x9, 0xF].contains(info) else { throw Damage("object \(number) has an unknown type marker 0x\(String(marker, radix: 16))") }
                end = offset + 1
            case 0x1:
                guard info <= 4 else { throw Damage("object \(number) is an integer of \(1 << info) bytes (at most 16)") }
                end = offset + 1 + (1 << info)
            case 0x2:
                guard info == 2 || info == 3 else { throw Damage("object \(number) is a real of \(1 << info) bytes (must be 4 or 8)") }
                end = offset + 1 + (1 << info)
            case 0x3:
                guard info == 3 else { throw Damage("object \(number) has an unknown type marker 0x\(String(marker, radix: 16))") }
                end = offset + 9
            case 0x4, 0x5:
                let (start, count) = try length(ofObjectAt: offset, number: number)
                end = start + count
            case 0x6:
                let (start, count) = try length(ofObjectAt: offset, number: number)
                end = start + 2 * count
            case 0x8:
                end = offset + 2 + info
            case 0xA, 0xD:
                let (start, count) = try length(ofObjectAt: offset, number: number)
                referenceStart = start
                referenceCount = marker >> 4 == 0xD ? 2 * count : count
                end = start + referenceCount * referenceSize
            case 0xC:
                throw Damage("object \(number) is a set, which no Info.plist holds (and Foundation on Linux cannot decode)")
            default:
                throw Damage("object \(number) has an unknown type marker 0x\(String(marker, radix: 16))")
            }
            guard end <= tableOffset else { throw Damage("object \(number) runs past the object area (truncated)") }
            var result: [Int] = []
            result.reserveCapacity(referenceCount)
            for index in 0..<referenceCount {
                let reference = integer(at: referenceStart + index * referenceSize, width: referenceSize)
                guard reference < UInt64(objectCount) else {
                    throw Damage("object \(number) refers to object \(reference), but there are only \(objectCount) objects")
                }
                result.append(Int(reference))
            }
            return result
        }

        func checkObjects() throws(Damage) {
            for number in 0..<objectCount { _ = try references(of: number) }
        }

        /// Whether containers reachable from the top object nest at most `limit` deep. Iterative,
        /// each object visited once; a container that contains itself is damage.
        func fitsDepth(_ limit: Int) throws(Damage) -> Bool {
            enum State: UInt8 { case unvisited, inProgress, done }
            var state = [State](repeating: .unvisited, count: objectCount)
            var height = [Int](repeating: 0, count: objectCount) // containers on the deepest path down from here
            var stack: [(object: Int, children: [Int], next: Int)] = [] // containers only
            func isContainer(_ object: Int) -> Bool {
                let type = bytes[offsets[object]] >> 4
                return type == 0xA || type == 0xD
            }
            func enter(_ object: Int) throws(Damage) {
                guard isContainer(object) else { state[object] = .done; return }
                state[object] = .inProgress
                stack.append((object, try references(of: object), 0))
            }
            try enter(topObject)
            while let top = stack.last {
                if stack.count > limit { return false }
                if top.next < top.children.count {
                    let child = top.children[top.next]
                    stack[stack.count - 1].next += 1
                    switch state[child] {
                    case .unvisited: try enter(child)
                    case .inProgress: throw Damage("object \(child) contains itself (a reference cycle)")
                    case .done: break
                    }
                    continue
                }
                stack.removeLast()
                height[top.object] = (top.children.map { height[$0] }.max() ?? 0) + 1
                state[top.object] = .done
                if height[top.object] + stack.count > limit { return false }
            }
            return true
        }
    }
}
