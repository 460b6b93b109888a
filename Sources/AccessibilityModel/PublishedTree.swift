import TemplateSyntax

/// The accessibility tree a platform will publish for a template, predicted from the model:
/// one row per stop in reading order, indented under the stops that contain them, with each
/// control-flow branch that holds a stop shown as its own row (the linter cannot know which
/// branch renders). Elements that are not stops are left out and counted.
public struct PublishedTree: Sendable {
  public enum Row: Sendable, Equatable {
    case stop(element: Int, depth: Int, publication: Publication)
    /// `@if (loading)`, `@else`, `@for (item of items; track item.id)`, `@case ('a')`, and
    /// cases that share one body, `@case ('a') @case ('b')`; `node` is where it starts as
    /// written (the first of such cases).
    case branch(condition: String, depth: Int, node: NodeID)
  }

  /// Why an element is not in the tree.
  public enum Omission: String, Sendable, CaseIterable {
    /// Inside (or itself) an `accessible="false"` element.
    case hidden
    /// Inside another stop (an `accessible="true"` group, a control, a labelled view), whose
    /// name stands for it: a stop is a leaf.
    case grouped
    /// Nothing makes it a stop on this platform (a plain container, a role the platform
    /// cannot express with no name).
    case notAStop = "not a stop"
  }

  public let platform: Platform
  public private(set) var rows: [Row] = []
  public private(set) var omitted: [Omission: Int] = [:]

  public init(model: AccessibilityTree, platform: Platform) {
    self.platform = platform
    let syntax = model.syntax
    var elementOfNode: [NodeID: Int] = [:]
    // The nodes at or above a stop: a branch is shown when it holds one. (A node already marked
    // has its ancestors marked: each is walked once.)
    var holdsStops = Set<NodeID>()
    // Whether each element is a stop on this platform, and whether an ancestor is: a view whose
    // role the platform drops (`summary` on macOS, `radio` on iOS) may be no stop there, and
    // what it holds is then read on its own. (A parent comes before its children.)
    var isStop = [Bool](repeating: false, count: model.elements.count)
    var insideStop = [Bool](repeating: false, count: model.elements.count)
    // (Not across an `<ng-template>` with no directive: it renders where it is stamped, and
    // what is around it here does not group its content.)
    let scope = model.elements.map { model.templateScope(of: $0.index) }
    for element in model.elements {
      if let parent = element.parent, scope[element.index] == scope[parent] {
        insideStop[element.index] = insideStop[parent] || isStop[parent]
      }
      isStop[element.index] = element.isStop(on: platform, insideAStop: insideStop[element.index])
    }
    for element in model.elements {
      elementOfNode[element.node] = element.index
      guard isStop[element.index] else { continue }
      var current: NodeID? = element.node
      while let id = current, holdsStops.insert(id).inserted { current = syntax[id].parent }
    }
    // The cases with no body before a case that has one, in the switches that hold stops:
    // written as part of its condition (`@case ('a') @case ('b')`).
    var sharedCases: [NodeID: [NodeID]] = [:]
    func written(_ block: Block) -> String {
      var condition = "@" + block.name
      if let params = block.parametersRange { condition += " (" + syntax.text(params) + ")" }
      return condition
    }
    var stack: [(NodeID, Int)] = syntax.roots.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      let node = syntax[id]
      var depth = depth
      var childDepth = depth
      // An element a structural directive shows or not (`*ngIf="…"`, the `<ng-template>` of an
      // `else`) is a branch too, with the element under it; so is an `<ng-template>` with no
      // directive, which renders nothing where it is written (only where it is stamped).
      if case .element = node.kind, holdsStops.contains(id), let condition = model.directiveCondition(of: id) {
        rows.append(.branch(condition: condition, depth: depth, node: id))
        depth += 1
        childDepth = depth
      }
      if let index = elementOfNode[id] {
        let element = model[index]
        // (What a hidden element holds is walked too: the content of an `<ng-template>` with no
        // directive in it is not hidden by it.)
        if element.isHidden {
          omitted[.hidden, default: 0] += 1
        } else if isStop[index] {
          rows.append(.stop(element: index, depth: depth, publication: element.publication(on: platform, source: syntax.source)))
          // A stop is a leaf: its content is part of it. Android still focuses an inner
          // interactive element, which is shown under the stop that holds it.
          childDepth = depth + 1
        } else if insideStop[index] {
          omitted[.grouped, default: 0] += 1
        } else {
          omitted[.notAStop, default: 0] += 1
        }
      } else if case .block(let block) = node.kind, holdsStops.contains(id) {
        if block.kind == .switch { sharedCases.merge(model.casesSharingBody(inSwitch: id)) { a, _ in a } }
        let shared = sharedCases[id] ?? []
        let condition = (shared.compactMap { syntax[$0].block.map(written) } + [written(block)]).joined(separator: " ")
        rows.append(.branch(condition: condition, depth: depth, node: shared.first ?? id))
        childDepth = depth + 1
      }
      stack.pushReversed(syntax.children(of: id)) { ($0, childDepth) }
    }
  }
}
