import TemplateSyntax

// Reading a node's kind or payload through the array's subscript (`nodes[n].kindTag`,
// `nodes[n].element`), or matching `nodes[n].kind` against a case, copied the whole node first
// (every reference in it retained, then released), 10,000 times in the content walk of a 1 MB
// template. Read through the buffer, the node is borrowed in place and only the payload asked
// for is copied.
extension SyntaxTree {
  /// Node `n`'s kind, without its payload (read in place).
  @inline(__always) func kindOfNode(_ n: Int) -> NodeKindTag {
    nodes.withUnsafeBufferPointer { $0[n].kindTag }
  }

  /// Node `n`'s element, if it is one (read in place).
  @inline(__always) func elementOfNode(_ n: Int) -> Element? {
    nodes.withUnsafeBufferPointer { $0[n].element }
  }

  /// Where node `n`'s element's name is written, if it is an element (read in place: the
  /// element is not copied).
  @inline(__always) func elementNameRange(ofNode n: Int) -> ByteRange? {
    nodes.withUnsafeBufferPointer { nodes in
      guard case .element(let element) = nodes[n].kind else { return nil }
      return element.nameRange
    }
  }

  /// Node `n`'s text, if it is text (read in place).
  @inline(__always) func textOfNode(_ n: Int) -> TextNode? {
    nodes.withUnsafeBufferPointer { $0[n].text }
  }

  /// Node `n`'s block, if it is one (read in place).
  @inline(__always) func blockOfNode(_ n: Int) -> Block? {
    nodes.withUnsafeBufferPointer { $0[n].block }
  }
}
