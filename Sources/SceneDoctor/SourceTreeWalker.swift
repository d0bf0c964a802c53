import SceneToolsCore

/// A part of the tree the doctor could not look at, and why.
public struct WalkProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path concerned.
    public var path: String
    /// What went wrong and what to do.
    public var reason: String
    /// Whether Swift code may have gone unchecked because of it (a folder or a Swift file not
    /// read); an unreadable Info.plist or project file only loses facts about the manifest.
    public var leavesCodeUnchecked: Bool = true
    public var description: String { "\(path): \(reason)" }
}

extension SourceTree {
    /// What the walk could not look at, as the doctor reports it: unreadable folders and entries,
    /// special files, and links it did not follow that lead outside the paths given (a link whose
    /// destination lies inside them is read there, and not named).
    var doctorProblems: [WalkProblem] {
        var problems: [WalkProblem] = []
        for entry in unreadable {
            problems.append(entry.isFolder
                ? WalkProblem(path: entry.path.display, reason: "folder not read: \(entry.reason); its files were not checked")
                : WalkProblem(path: entry.path.display, reason: "not read: \(entry.reason)"))
        }
        for file in specialFiles {
            problems.append(WalkProblem(path: file.path.display, reason: "\(file.kind), not a regular file: not opened"))
        }
        for link in links where !link.leadsInside {
            if let broken = link.broken {
                problems.append(WalkProblem(path: link.path.display, reason: "not read: a symbolic link to \(link.destination) (\(broken))"))
            } else {
                problems.append(WalkProblem(
                    path: link.path.display,
                    reason: "a symbolic link to \(link.isFolder ? "a folder" : "a file") outside the paths given (\(link.destination)), not followed: give that path to the doctor too",
                    leavesCodeUnchecked: link.isFolder || link.path.name.hasSuffix(".swift")))
            }
        }
        return problems.sorted { $0.path < $1.path }
    }
}
