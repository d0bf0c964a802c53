// `import Combine` on Linux: OpenCombine (a maintained implementation of Combine's API), with its
// Dispatch and Foundation parts, so that `AnyCancellable`, `@Published`, `sink`,
// `NotificationCenter.default.publisher(for:)`, `.receive(on: DispatchQueue.main)`,
// `.receive(on: RunLoop.main)`, `Timer.publish(every:on:in:)` and
// `URLSession.shared.dataTaskPublisher(for:)` compile as on iOS (docs/PARITY.md "Frameworks").
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
