import SwiftSyntax

/// Whether a value (a function's parameter, typically `connectionOptions`) has a member read,
/// following it into the app's own functions, initializers and stored properties that receive it.
enum ReadOutcome: Equatable {
    /// The member is read somewhere the value reaches.
    case read
    /// Every place the value reaches was followed; none reads the member.
    case notRead
    /// The value reaches code the analysis cannot read (another module, a stored value): why.
    case cannotTell(String)

    /// Combines two places the value reaches: a read anywhere wins, then "cannot tell".
    func or(_ other: ReadOutcome) -> ReadOutcome {
        switch (self, other) {
        case (.read, _), (_, .read): return .read
        case (.cannotTell(let reason), _), (_, .cannotTell(let reason)): return .cannotTell(reason)
        default: return .notRead
        }
    }
}

struct OptionsFlow {
    let model: AppModel
    /// The members any of which counts as a read (`urlContexts`; `userActivities` or
    /// `handoffUserActivityType`).
    let members: Set<String>
    private static let depthLimit = 8

    /// Follows parameter `parameter` of `function`.
    func outcome(of function: FunctionRef, parameter: String) -> ReadOutcome {
        var visited: [(FunctionRef, String)] = []
        return follow(function, parameter: parameter, depth: 0, visited: &visited)
    }

    private func follow(_ function: FunctionRef, parameter: String, depth: Int, visited: inout [(FunctionRef, String)]) -> ReadOutcome {
        guard let body = function.body else { return .notRead }
        if visited.contains(where: { $0.0.isSame(as: function) && $0.1 == parameter }) { return .notRead }
        visited.append((function, parameter))
        guard depth < Self.depthLimit else { return .cannotTell("the options go deeper than \(Self.depthLimit) calls") }

        // Names that hold the value: the parameter and `let x = parameter` copies.
        var aliases: Set<String> = [parameter]
        for binding in NodeCollector<PatternBindingSyntax>.all(in: body) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = BodyFacts.identifier(binding.initializer?.value), aliases.contains(value) {
                aliases.insert(name)
            }
        }
        // `if let connectionOptions` shorthand and `guard let x = options` keep the name.
        for binding in NodeCollector<OptionalBindingConditionSyntax>.all(in: body) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let value = BodyFacts.identifier(binding.initializer?.value), aliases.contains(value) { aliases.insert(name) }
            }
        }

        var outcome = ReadOutcome.notRead
        for access in NodeCollector<MemberAccessExprSyntax>.all(in: body) {
            if members.contains(access.declName.baseName.text), let base = BodyFacts.identifier(access.base), aliases.contains(base) {
                return .read
            }
        }
        // Where else does the value go?
        for reference in NodeCollector<DeclReferenceExprSyntax>.all(in: body) where aliases.contains(reference.baseName.text) {
            guard let use = escape(of: reference) else { continue }
            switch use {
            case .argument(let call, let index, let label):
                outcome = outcome.or(followCall(call, argumentIndex: index, label: label, from: function, depth: depth, visited: &visited))
            case .stored(let property):
                outcome = outcome.or(followProperty(property, in: function.typeName, depth: depth, visited: &visited))
            case .other(let description):
                outcome = outcome.or(.cannotTell(description))
            }
            if outcome == .read { return .read }
        }
        return outcome
    }

    private enum Escape {
        case argument(FunctionCallExprSyntax, index: Int, label: String?)
        case stored(String)
        case other(String)
    }

    /// How a reference to the value leaves the body, if it does: passed as an argument, stored
    /// in a property, returned or put in a collection.
    private func escape(of reference: DeclReferenceExprSyntax) -> Escape? {
        var node = Syntax(reference)
        // Look through `x!`, `x?`, `(x)`.
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        guard let parent = node.parent else { return nil }
        if parent.is(MemberAccessExprSyntax.self) { return nil } // `options.something`: read elsewhere.
        if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
           let call = list.parent?.as(FunctionCallExprSyntax.self) {
            let index = list.firstIndex(where: { $0.id == argument.id }).map { list.distance(from: list.startIndex, to: $0) } ?? 0
            return .argument(call, index: index, label: argument.label?.text)
        }
        if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self) {
            return .other("the options are put in a collection or tuple")
        }
        // `self.stored = options` / `stored = options`.
        if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == node.id,
               let target = BodyFacts.identifier(elements[0]) {
                return .stored(target)
            }
            return nil
        }
        if parent.is(ReturnStmtSyntax.self) { return .other("the options are returned") }
        return nil
    }

    private func followCall(_ call: FunctionCallExprSyntax, argumentIndex: Int, label: String?, from caller: FunctionRef, depth: Int, visited: inout [(FunctionRef, String)]) -> ReadOutcome {
        guard let name = BodyFacts.calleeName(of: call) else {
            return .cannotTell("the options are passed to a closure or function value")
        }
        let labels = BodyFacts.labels(of: call)
        var candidates = (model.functionsByName[name] ?? []).filter { Self.accepts($0, labels: labels) }
        // `Router(options:)`: the initializers of an app type.
        if name.first?.isUppercase == true, model.types[name] != nil {
            candidates = (model.functionsByName["init"] ?? []).filter { $0.typeName == name && Self.accepts($0, labels: labels) }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let typeName = member.base.map({ AppModel.lastComponent($0.trimmedText) }) {
            candidates = (model.functionsByName["init"] ?? []).filter { $0.typeName == typeName && Self.accepts($0, labels: labels) }
        }
        // Prefer the caller's own type when the name is ambiguous.
        if candidates.count > 1, let own = candidates.filter({ $0.typeName == caller.typeName }).first {
            candidates = [own]
        }
        guard !candidates.isEmpty else {
            return .cannotTell("the options are passed to `\(call.calledExpression.trimmedText)(…)`, which is not in the app's source")
        }
        var outcome = ReadOutcome.notRead
        for candidate in candidates {
            let parameters = candidate.parameters
            guard argumentIndex < parameters.count else { continue }
            let parameter = FunctionRef.internalName(parameters[argumentIndex])
            outcome = outcome.or(follow(candidate, parameter: parameter, depth: depth + 1, visited: &visited))
            if outcome == .read { return .read }
        }
        return outcome
    }

    /// The value was stored in `property` of `typeName`: any method of the type that reads the
    /// member through the property counts.
    private func followProperty(_ property: String, in typeName: String?, depth: Int, visited: inout [(FunctionRef, String)]) -> ReadOutcome {
        guard let typeName, model.types[typeName] != nil else { return .cannotTell("the options are stored in `\(property)`") }
        var outcome = ReadOutcome.notRead
        for method in model.methods(in: typeName) {
            guard let body = method.body, BodyFacts.mentions(property, in: body) else { continue }
            // Treat the property as a parameter of each method that uses it.
            outcome = outcome.or(follow(method, parameter: property, depth: depth + 1, visited: &visited))
            if outcome == .read { return .read }
        }
        // Computed properties and property observers that read it.
        for (_, entry) in model.types[typeName]?.properties ?? [:] {
            for access in NodeCollector<MemberAccessExprSyntax>.all(in: entry.decl) where members.contains(access.declName.baseName.text) {
                if BodyFacts.identifier(access.base) == property { return .read }
            }
        }
        return outcome
    }

    /// Whether `function` can be called with these argument labels (defaults may be left out).
    static func accepts(_ function: FunctionRef, labels: [String]) -> Bool {
        let parameters = function.parameters
        guard labels.count <= parameters.count else { return false }
        var index = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            if index < labels.count, labels[index] == label {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == labels.count
    }
}
