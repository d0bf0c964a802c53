/// Nearest-key suggestions for typos (`UIWindowSceneSessionRoleApplications` →
/// `UIWindowSceneSessionRoleApplication`).
enum KeySuggestion {
    /// The candidate closest to `key` by edit distance (case-insensitive), if it is close enough to
    /// be a typo: at most a third of the key's length, and at most 8 edits.
    static func nearest(to key: String, in candidates: [String]) -> String? {
        let lowered = Array(key.lowercased().utf8)
        guard !lowered.isEmpty, lowered.count <= 200 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().utf8))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = min(8, max(1, max(lowered.count, best.candidate.utf8.count) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance over bytes, two rows.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
