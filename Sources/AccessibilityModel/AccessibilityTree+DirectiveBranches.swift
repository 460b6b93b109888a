import Foundation
import TemplateSyntax

// Structural directives that choose which of some elements shows, read as exclusive groups the
// way the control-flow blocks are (`AccessibilityTree+Branches.swift`):
// - `*ngIf="cond; else tpl"` (or `<ng-template [ngIf]="cond" [ngIfElse]="tpl">`): the element,
//   and the `<ng-template #tpl>` shown instead of it. With `then a; else b`, templates `a` and
//   `b` (the element's own content is not shown then).
// - The `*ngSwitchCase` and `*ngSwitchDefault` elements (or `<ng-template>`s) under one
//   `[ngSwitch]` element, when two or more of them remain: Angular shows every case that
//   matches, so cases written with the same expression, and a second default, are left out.
// - `*ngIf="x"` beside `*ngIf="!x"` is `ComplementaryIfs`, as for `@if`.
// The branches of a group are siblings, as the branches of a block group are (the
// `<ng-template>` of an `else` written beside its element, the cases side by side): a group
// whose branches are not is not made. A template reference is followed only when one `<ng-template>` of the file declares it; a
// node that two groups would claim belongs to neither. Whatever is not read for certain
// excludes nothing, so elements stay compared as they were.

/// The groups of a template's structural directives: each branch node's group, and each
/// group's branches in source order. The group is named by its first branch's node.
struct DirectiveBranches: Sendable {
  private(set) var groupOfBranch: [NodeID: NodeID] = [:]
  private(set) var branchesOfGroup: [NodeID: [NodeID]] = [:]
  /// The elements with an `ngIf` and neither `then` nor `else`, and their conditions (for
  /// `ComplementaryIfs`), in order.
  private(set) var plainNgIfs: [(node: NodeID, condition: String)] = []
  /// The groups that always show one of their branches: an `*ngIf … else`, and `[ngSwitch]`
  /// cases with a default among them.
  private(set) var alwaysShowOne: Set<NodeID> = []
  /// The elements with `*ngIf="…; then a; else b"` whose group was made: their own content is
  /// never shown (template `a` is, in their place).
  private(set) var replacedHosts: Set<NodeID> = []

  init(_ syntax: SyntaxTree) {
    let found = DirectiveScan(syntax)
    guard found.hasGroups else { return }
    for host in found.ngIfHosts {
      guard let binding = found.ngIf[host], binding.thenTemplate == nil, binding.elseTemplate == nil else { continue }
      plainNgIfs.append((host, binding.condition))
    }
    var groups: [(branches: [NodeID], alwaysShowsOne: Bool, replacedHost: NodeID?)] = []
    for host in found.ngIfHosts {
      guard let binding = found.ngIf[host], let elseName = binding.elseTemplate,
            let elseTemplate = found.template(named: elseName) else { continue }
      if let thenName = binding.thenTemplate {
        guard let thenTemplate = found.template(named: thenName) else { continue }
        groups.append(([thenTemplate, elseTemplate], true, host))
      } else {
        groups.append(([host, elseTemplate], true, nil))
      }
    }
    for (_, cases) in found.switchCases.sorted(by: { $0.key.index < $1.key.index }) {
      var byText: [String: Int] = [:]
      for c in cases { byText[c.text, default: 0] += 1 }
      let kept = cases.filter { byText[$0.text] == 1 }
      if kept.count >= 2 { groups.append((kept.map(\.node), kept.contains { $0.text == "*" }, nil)) }
    }
    // A node two groups claim (a template that is the `else` of two hosts) is in neither.
    var claims: [NodeID: Int] = [:]
    for group in groups { for node in Set(group.branches) { claims[node, default: 0] += 1 } }
    for group in groups {
      let branches = group.branches.sorted()
      let parent = syntax[branches[0]].parent
      guard branches.count == Set(branches).count, branches.allSatisfy({ claims[$0] == 1 && syntax[$0].parent == parent })
      else { continue }
      branchesOfGroup[branches[0]] = branches
      for branch in branches { groupOfBranch[branch] = branches[0] }
      if group.alwaysShowsOne { alwaysShowOne.insert(branches[0]) }
      if let host = group.replacedHost { replacedHosts.insert(host) }
    }
  }

  /// Whether an element may be a branch of a group or a host (it has a structural directive, or
  /// is an `<ng-template>`): read on its attributes, without the groups.
  static func mayTakePart(_ element: Element, in syntax: SyntaxTree) -> Bool {
    guard !element.hasNoAttributes else { return false }
    return element.name == "ng-template" || syntax.hasAttribute(of: element, kind: { $0 == .structural })
  }
}

/// The structural directives' groups of a template, made the first time the model builder asks
/// (a detached `<ng-template>`, or content that holds a directive), and handed to the tree.
final class DirectiveBranchesBox {
  private(set) var made: DirectiveBranches?

  func get(_ syntax: SyntaxTree) -> DirectiveBranches {
    if let made { return made }
    let new = DirectiveBranches(syntax)
    made = new
    return new
  }
}

/// What one pass over a template's elements finds of its structural directives.
struct DirectiveScan {
  /// Elements with an `ngIf` (as `*ngIf`, or `[ngIf]` on an `<ng-template>`), in order.
  var ngIfHosts: [NodeID] = []
  var ngIf: [NodeID: NgIfMicrosyntax] = [:]
  /// `<ng-template>` references: the node when one template declares the name, nil when more do.
  var templates: [String: NodeID?] = [:]
  /// The cases of `[ngSwitch]` elements, by the node they are children of, in order; a
  /// default's text is `*`.
  var switchCases: [NodeID: [(node: NodeID, text: String)]] = [:]

  var hasGroups: Bool { !ngIf.isEmpty || !switchCases.isEmpty }

  func template(named name: String) -> NodeID? { templates[name] ?? nil }

  init(_ syntax: SyntaxTree) {
    // The ends of the open `ngSwitch` elements' subtrees (the arena is in preorder).
    var switchEnds: [Int32] = []
    for n in syntax.nodes.indices {
      while let last = switchEnds.last, Int(last) <= n { switchEnds.removeLast() }
      guard case .element(let element) = syntax.nodes[n].kind, !element.hasNoAttributes else { continue }
      let node = NodeID(n)
      if element.name == "ng-template" {
        for attribute in syntax.attributes(of: element) where attribute.kind == .reference {
          templates[attribute.name] = templates[attribute.name] == nil ? node : .some(nil)
        }
      }
      if let binding = Self.ngIf(element, syntax) {
        ngIfHosts.append(node)
        ngIf[node] = binding
      }
      if !switchEnds.isEmpty, let text = Self.switchCase(element, syntax), let parent = syntax[node].parent {
        switchCases[parent, default: []].append((node, text))
      }
      if syntax.attributeIndex(of: element, named: "ngSwitch", kind: { $0 == .property || $0 == .plain }) != nil {
        switchEnds.append(syntax.nodes[n].subtreeEnd)
      }
    }
  }

  /// The `ngIf` of an element: `*ngIf="…"`, or `[ngIf]` with `[ngIfThen]`/`[ngIfElse]` on an
  /// `<ng-template>`.
  static func ngIf(_ element: Element, _ syntax: SyntaxTree) -> NgIfMicrosyntax? {
    let source = syntax.source
    if let index = syntax.attributeIndex(of: element, named: "ngIf", kind: { $0 == .structural }) {
      return syntax.attributes[index].value(in: source).flatMap(NgIfMicrosyntax.parse)
    }
    guard element.name == "ng-template", let index = syntax.attributeIndex(of: element, named: "ngIf", kind: { $0 == .property }),
          let condition = trimmed(syntax.attributes[index].value(in: source)) else { return nil }
    var binding = NgIfMicrosyntax(condition: condition)
    for (key, path) in [("ngIfThen", \NgIfMicrosyntax.thenTemplate), ("ngIfElse", \NgIfMicrosyntax.elseTemplate)] {
      guard let k = syntax.attributeIndex(of: element, named: key, kind: { $0 == .property }) else { continue }
      // A template given by anything but a name is not followed (nor is the group made).
      guard let name = trimmed(syntax.attributes[k].value(in: source)), isName(name) else { return nil }
      binding[keyPath: path] = name
    }
    return binding
  }

  /// The case text of an `ngSwitchCase` (as written, trimmed) or `*` for an `ngSwitchDefault`.
  static func switchCase(_ element: Element, _ syntax: SyntaxTree) -> String? {
    if let k = syntax.attributeIndex(of: element, named: "ngSwitchCase", kind: { $0 == .structural || $0 == .property }) {
      return trimmed(syntax.attributes[k].value(in: syntax.source))
    }
    if syntax.attributeIndex(of: element, named: "ngSwitchDefault", kind: { $0 == .structural || $0 == .plain }) != nil {
      return "*"
    }
    return nil
  }

  static func trimmed(_ text: String?) -> String? {
    guard let text else { return nil }
    let out = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return out.isEmpty ? nil : out
  }

  static func isName(_ text: String) -> Bool { NgIfMicrosyntax.isName(text) }
}

extension AccessibilityTree {
  /// The groups of the template's structural directives, found the first time they are asked for.
  var directiveBranches: DirectiveBranches { lazyFacts.directiveBranches { DirectiveBranches(syntax) } }

  /// How the `tree` preview shows an element that a structural directive shows or not: its
  /// directive as written (`*ngIf="ready; else loading"`), or the start tag of an
  /// `<ng-template>` shown in place of another element (`<ng-template #loading>`) or of one with
  /// no directive, which renders only where something stamps it (`<ng-template #row
  /// let-item>`); nil for an element that is always shown where it is written.
  public func directiveCondition(of id: NodeID) -> String? {
    guard let element = syntax[id].element else { return nil }
    if let directive = syntax.attributes(of: element).first(where: { $0.kind == .structural }) {
      return syntax.text(directive.range)
    }
    guard directiveBranches.groupOfBranch[id] != nil || TemplateScopes.isDetached(element, in: syntax) else { return nil }
    return syntax.text(element.startTagRange)
  }

  /// Whether a structural directive may make a group (`DirectiveBranches`, or an `*ngIf` that
  /// could pair with a complementary one).
  var hasDirectiveGroups: Bool {
    let directives = directiveBranches
    return !directives.branchesOfGroup.isEmpty || !directives.plainNgIfs.isEmpty
  }
}
