import Foundation
internal import OpenUISceneHostHook
import OpenUISceneManifest
import OpenUISceneStore

/// Runs an app for real (not on the simulated device): finds its Info.plist, launches it on the
/// installed host, runs the main loop and terminates the app on SIGTERM or SIGINT.
///
/// Hosts: a GTK host installs itself with ``install(_:)`` before `main` runs; without one the
/// app runs headless (no windows), with one scene in the foreground, until it is signalled.
///
/// Environment:
/// - `OPENUISCENE_INFO_PLIST`: the Info.plist to use (first step of the discovery rule, docs/MANIFEST.md).
/// - `OPENUISCENE_TRACE`: a file to write the lifecycle trace to, as JSON Lines, when the app terminates.
/// - `OPENUISCENE_DONT_KEEP_SCENES=1`: every scene disconnects as soon as it enters the background.
/// Written by the signal handler; set once before the handler is installed.
nonisolated(unsafe) private var signalWriteDescriptor: Int32 = -1

@MainActor
package enum ApplicationRunner {
    /// A host that runs the main loop itself: it gets the engine and must call `engine.launch()`
    /// and, when the app quits, `engine.terminate()`; it returns only when the process should exit.
    package typealias HostRunner = @MainActor (SceneEngine) -> Void

    private static var hostRunner: HostRunner?

    /// Installs the host that real apps run on (the GTK host does this).
    package static func install(_ runner: @escaping HostRunner) {
        hostRunner = runner
    }

    static func run(appDelegate: (UIResponder & UIApplicationDelegate).Type) -> Never {
        // A host library linked into the app recorded its installer before main (OpenUISceneGTK).
        if hostRunner == nil, let installHost = openuiscene_get_host_installer() {
            installHost()
        }
        let info = loadInfoPlist(appDelegate: appDelegate)
        // A refused or failed save is logged and traced by the engine, on the main queue.
        let problems = StoreProblemInbox(arrived: {
            DispatchQueue.main.async { MainActor.assumeIsolated { SceneEngine.running?.recordStoreProblems() } }
        })
        let engine = SceneEngine(appDelegate: appDelegate, info: info, store: openStore(info: info, problems: problems))
        engine.storeProblems = problems
        if ProcessContext.environment("OPENUISCENE_DONT_KEEP_SCENES") == "1" {
            // "Don't keep scenes" is the window policy's zero reclaim delay (a host's
            // configuration may set it again).
            engine.windowPolicy.configuration.reclaimBackgroundScenesAfter = .zero
        }
        if let hostRunner {
            hostRunner(engine)
            finish(engine)
        }
        runHeadless(engine)
    }

    /// Headless: launch, then wait for SIGTERM/SIGINT on the main queue.
    private static func runHeadless(_ engine: SceneEngine) -> Never {
        onTerminationSignal { finish(engine) }
        engine.launch()
        dispatchMain()
    }

    /// Calls `handler` on the main queue when the process gets SIGTERM or SIGINT.
    ///
    /// A self-pipe, not a dispatch signal source: on Linux, libdispatch watches signals with
    /// signalfd, which never sees a signal whose disposition is "ignore", and leaving the default
    /// disposition would kill the process first.
    package static func onTerminationSignal(_ handler: @escaping @MainActor () -> Void) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            warn("could not create the signal pipe (errno \(errno)); SIGTERM will end the app without applicationWillTerminate.")
            return
        }
        signalWriteDescriptor = fds[1]
        for signalNumber in [SIGTERM, SIGINT] {
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(signalWriteDescriptor, &byte, 1)
            }
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fds[0], queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
        signalSource = source
    }

    private static var signalSource: (any DispatchSourceRead)?

    /// Terminates the app (sessions kept), writes the trace if asked, and exits.
    static func finish(_ engine: SceneEngine) -> Never {
        engine.terminate()
        if let path = ProcessContext.environment("OPENUISCENE_TRACE"), !path.isEmpty {
            if let problem = writePrivateFile(path, contents: engine.trace.jsonLines()) {
                warn("could not write the trace to \(path) (OPENUISCENE_TRACE): \(problem). Name a writable file path that is not a symbolic link.")
            }
        }
        exit(0)
    }

    /// Writes a file only its owner can read (mode 0600 whatever the umask: the trace names the
    /// user's windows and their titles), never through a symbolic link. Returns the problem, if any.
    package static func writePrivateFile(_ path: String, contents: String) -> String? {
        let fd: Int32
        switch PrivateFile.openForWriting(path, truncate: true) {
        case .success(let opened): fd = opened
        case .failure(let problem): return problem.description
        }
        defer { close(fd) }
        var bytes = Array(contents.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }

    /// The app's session store: `$XDG_STATE_HOME/<app id>/` (default `~/.local/state/<app id>/`),
    /// the app id from `CFBundleIdentifier`, else the executable's name. When it cannot be opened
    /// (for example, another instance of the app owns it), the app still runs, with its sessions in
    /// memory only, and says so.
    static func openStore(info: InfoPlist, problems: StoreProblemInbox) -> any SessionStore {
        // Opened when the engine first needs it (at launch), not before: a second instance that
        // only hands its URL to the running one never touches (or locks) the store.
        LazySessionStore {
            let executable = ProcessContext.executableURL.path
            let appID = FileSessionStore.appIdentifier(bundleIdentifier: info.bundleIdentifier, executablePath: executable)
            do {
                let directory = try FileSessionStore.defaultDirectory(appIdentifier: appID, environment: ProcessContext.environment(["XDG_STATE_HOME", "HOME"]))
                return try FileSessionStore(directory: directory, onWriteProblem: { problems.append($0) })
            } catch {
                warn("\(error) This instance keeps its sessions in memory only: they will not come back at the next launch.")
                return InMemorySessionStore()
            }
        }
    }

    /// The Info.plist by the discovery rule (docs/MANIFEST.md); an app without one, or with one
    /// that cannot be read, runs in legacy mode with a message saying where it looked and what to do.
    /// Its build settings (`$(PRODUCT_BUNDLE_IDENTIFIER)`…) are expanded from the environment,
    /// `BuildSettings.xcconfig` beside it and the defaults derived from the executable and the app
    /// delegate's module (docs/MANIFEST.md, "Build settings"); a setting without a value is said.
    static func loadInfoPlist(appDelegate: Any.Type) -> InfoPlist {
        let moduleName = ClassResolver.moduleName(of: appDelegate)
        let discovery = InfoPlistDiscovery.discover(
            environment: ProcessContext.environment([InfoPlistDiscovery.environmentVariable]),
            arguments: CommandLine.arguments,
            executableURL: ProcessContext.executableURL,
            mainModuleName: moduleName)
        guard let url = discovery.url else {
            warn(discovery.message)
            return InfoPlist()
        }
        do {
            let parsed = try InfoPlistLoader.load(contentsOf: url, buildSettings: .launch(moduleName: moduleName))
            for diagnostic in parsed.diagnostics where diagnostic.severity == .error { warn(diagnostic.description) }
            for diagnostic in parsed.buildSettings?.diagnostics ?? [] { warn(diagnostic.description) }
            return parsed.info
        } catch {
            warn("\(error) The app runs in legacy mode.")
            return InfoPlist(sourcePath: url.path)
        }
    }

    nonisolated static func warn(_ message: String) {
        FileHandle.standardError.write(Data("OpenUIScene: \(message)\n".utf8))
    }

    static func fail(_ message: String) -> Never {
        warn(message)
        exit(70)
    }
}

/// A store opened on first use.
final class LazySessionStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var opened: (any SessionStore)?
    private let open: @Sendable () -> any SessionStore

    init(_ open: @escaping @Sendable () -> any SessionStore) {
        self.open = open
    }

    private var store: any SessionStore {
        lock.withLock {
            if let opened { return opened }
            let store = open()
            opened = store
            return store
        }
    }

    func load() -> SessionStoreSnapshot { store.load() }
    func save(_ session: StoredSession) { store.save(session) }
    func remove(persistentIdentifier: String) { store.remove(persistentIdentifier: persistentIdentifier) }
    func markDiscarded(persistentIdentifier: String) { store.markDiscarded(persistentIdentifier: persistentIdentifier) }
    func clearDiscardMark(persistentIdentifier: String) { store.clearDiscardMark(persistentIdentifier: persistentIdentifier) }
    func flush() { lock.withLock { opened }?.flush() }
    func setAside(persistentIdentifier: String, reason: String) -> String { store.setAside(persistentIdentifier: persistentIdentifier, reason: reason) }
    func recordLaunchStart() -> Int { store.recordLaunchStart() }
    func recordLaunchHealthy() { store.recordLaunchHealthy() }

    /// The store's folder once it is open on disk (`nil` before, or when sessions are kept in
    /// memory because another instance owns the store).
    var directory: URL? { lock.withLock { (opened as? FileSessionStore)?.directory } }
}
