import Foundation
import Testing
@testable import OpenUIScene

@MainActor
@Suite struct ViewTests {
    @Test func aButtonsPrimaryActionRunsWhenTheUserActivatesIt() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "New Note") { action in
            runs += 1
            #expect(action.sender is UIButton)
        })
        #expect(button.title(for: .normal) == "New Note")
        button.userDidActivate()
        #expect(runs == 1)
        button.isEnabled = false
        button.userDidActivate()
        #expect(runs == 1, "a disabled button does nothing")
    }

    @Test func programmaticChangesReachTheHostButUserEditsDoNotEchoBack() {
        let field = UITextField()
        var changes = 0
        var edits: [String] = []
        field.onContentChange = { _ in changes += 1 }
        field.addAction(UIAction { action in edits.append((action.sender as? UITextField)?.text ?? "") }, for: .editingChanged)
        field.text = "set in code"
        #expect(changes == 1)
        field.userDidEdit(text: "typed")
        #expect(changes == 1, "the host already shows what the user typed")
        #expect(edits == ["typed"])
        #expect(field.text == "typed")
    }

    @Test func aTextViewTellsItsDelegateAboutUserEditsAndSelection() {
        final class Delegate: UITextViewDelegate {
            var log: [String] = []
            func textViewDidChange(_ textView: UITextView) { log.append("change:\(textView.text ?? "")") }
            func textViewDidChangeSelection(_ textView: UITextView) { log.append("select:\(textView.selectedRange.location)") }
        }
        let delegate = Delegate()
        let textView = UITextView()
        textView.delegate = delegate
        textView.userDidEdit(text: "Hello")
        textView.userDidSelect(NSRange(location: 3, length: 0))
        textView.userDidScroll(to: CGPoint(x: 0, y: 40))
        #expect(delegate.log == ["change:Hello", "select:3"])
        #expect(textView.contentOffset.y == 40)
    }

    @Test func aTableViewAsksItsDataSourceAndReportsSelection() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            var selected: [Int] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Note \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        }
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        table.delegate = source
        #expect(table.currentRows().map { $0.1.displayText.primary } == ["Note 0", "Note 1", "Note 2"])
        table.userDidSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(source.selected == [2])
        #expect(table.indexPathForSelectedRow?.row == 2)
    }

    @Test func aStackViewKeepsItsArrangedSubviewsInOrder() {
        let a = UILabel(), b = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(a.superview === stack)
    }
}
