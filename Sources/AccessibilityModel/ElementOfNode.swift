import TemplateSyntax

/// The index of the element a syntax node made, found by binary search: elements are made in
/// document order, as nodes are, so no table the size of the file is needed.
struct ElementOfNode {
  let elements: AXElements

  subscript(node: NodeID) -> Int? {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = low + (high - low) / 2
      if elements[middle].node < node { low = middle + 1 } else { high = middle }
    }
    return low < elements.count && elements[low].node == node ? low : nil
  }
}
