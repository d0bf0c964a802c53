// The raw kind and text of a token are read through swift-syntax's RawSyntax SPI: `tokenKind`
// builds an enum with a String for every token, which made this index as costly as the parse.
@_spi(RawSyntax) import SwiftSyntax
import SceneToolsCore

/// What the whole-app rules look up in every file, gathered in one walk when the file is parsed
/// (on every core), so that no rule walks all files again.
struct FileIndex {
    /// Member accesses named `first`, `last`, `keyWindow` or `window` (the window rules).
    var memberAccesses: [MemberAccessExprSyntax] = []
    /// The full names of the `application…` calls on the app's own delegates or unqualified
    /// (`name(label:)`): the app-delegate methods the app calls itself.
    var callSignatures: Set<String> = []
    /// The identifiers of ``vocabulary`` the file has.
    var identifiers: Set<String> = []

    /// The identifiers the rules ask files about (``AppModel/anyFileMentions(_:)``, the
    /// frameworks' markers): only these are recorded, so that the other identifiers of a file
    /// (nearly all) are passed over without being hashed.
    static let vocabulary: Set<String> = Set(UnfilteredSceneRole.otherRoleMarkers + ReactNativeLinkingSilenced.markers + LaunchFrameworks.all.flatMap(\.markers))
    private static let vocabularyTexts: Set<SyntaxText> = Set(vocabulary.map { word in
        // The words live as long as the process: their bytes are kept, never freed.
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: word.utf8.count)
        _ = bytes.initialize(from: word.utf8)
        return SyntaxText(baseAddress: bytes.baseAddress, count: bytes.count)
    })
    /// Whether a word of the vocabulary has this length and first byte: the test every identifier
    /// goes through, before any hashing.
    private static let vocabularyShapes: [Bool] = {
        var shapes = [Bool](repeating: false, count: 64 * 256)
        for word in vocabulary { shapes[shape(count: word.utf8.count, first: word.utf8.first ?? 0)] = true }
        return shapes
    }()
    private static func shape(count: Int, first: UInt8) -> Int { min(count, 63) * 256 + Int(first) }

    /// `UIWindow(frame: …)` and `UIWindow()` calls: windows made for no scene (window-without-scene).
    var sceneLessWindows: [FunctionCallExprSyntax] = []

    static let indexedMembers: Set<String> = ["first", "last", "keyWindow", "window"]

    /// One pass over the file's raw tokens (no syntax node is made for a token, which is what made
    /// `tokens(viewMode:)` cost a sixth of the doctor's time): an identifier is recorded, and one of
    /// the indexed members or an `application…` name is looked up by its position afterwards, to
    /// lead up to its member access or call.
    /// Indexes `tree` (parsed by ``ParsedSwiftFile/parse(path:bytes:)``, which refuses one too deep).
    init(_ tree: SourceFileSyntax) {
        var names = Set<SyntaxText>()
        var interesting: [AbsolutePosition] = []
        // Depth first, children pushed in reverse: tokens come in source order, each with its offset.
        var stack: [(raw: RawSyntax, offset: Int)] = [(tree.raw, tree.position.utf8Offset)]
        while let (raw, offset) = stack.popLast() {
            if let token = raw.tokenView {
                guard token.presence == .present, token.rawKind == .identifier else { continue }
                let text = token.rawText
                if let first = text.first, Self.vocabularyShapes[Self.shape(count: text.count, first: first)], Self.vocabularyTexts.contains(text) {
                    names.insert(text)
                }
                if Self.indexedMemberTexts.contains(text) || text.hasPrefix("application") || text == Self.windowType {
                    interesting.append(AbsolutePosition(utf8Offset: offset + token.leadingTriviaByteLength))
                }
            } else if let layout = raw.layoutView {
                // From the last child back, each one's offset from the end.
                var end = offset + raw.byteLength
                for child in layout.children.reversed() {
                    guard let child else { continue }
                    end -= child.byteLength
                    stack.append((child, end))
                }
            }
        }
        for position in interesting {
            guard let token = tree.token(at: position), case .identifier = token.rawTokenKind else { continue }
            let text = token.rawText
            if text == Self.windowType, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id, WindowBuiltAtLaunch.makesSceneLessWindow(call) {
                sceneLessWindows.append(call)
            }
            if Self.indexedMemberTexts.contains(text), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
               let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                memberAccesses.append(member)
            }
            // The app-delegate methods whose calls count (`application…`): from the callee's
            // name up to its call, `name(…)` or `base.name(…)`.
            if text.hasPrefix("application"), let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                var callee = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
                if let optional = callee.parent?.as(OptionalChainingExprSyntax.self) { callee = Syntax(optional) } // `application?(…)`
                if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id { record(call) }
            }
        }
        identifiers = Set(names.map { String(syntaxText: $0) })
    }

    private static let indexedMemberTexts: Set<SyntaxText> = ["first", "last", "keyWindow", "window"]
    private static let windowType: SyntaxText = "UIWindow"

    private mutating func record(_ call: FunctionCallExprSyntax) {
        guard let name = BodyFacts.calleeName(of: call) else { return }
        // Only calls on the app's own delegate (or unqualified ones) count: an SDK's
        // `ApplicationDelegateProxy.shared.application(_:open:options:)` is not a call of the app's method.
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
           base != "self", !base.contains("AppDelegate"), !base.contains("appDelegate"), !base.contains(".delegate") {
            return
        }
        callSignatures.insert("\(name)(\(BodyFacts.labels(of: call).map { $0 + ":" }.joined()))")
    }
}
