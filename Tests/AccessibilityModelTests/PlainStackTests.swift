import XCTest
@testable import AccessibilityModel

final class PlainStackTests: XCTestCase {
  /// Pushes past the first capacity (the buffer is doubled and the elements moved) and pops
  /// back down: the top is always the last element pushed and not yet popped.
  func testPushPopAcrossGrowth() {
    var stack = PlainStack<Int32>(capacity: 2)
    XCTAssertTrue(stack.isEmpty)
    for k in Int32(0)..<9 {
      stack.push(k)
      XCTAssertEqual(stack.top, k)
      XCTAssertEqual(stack.count, Int(k) + 1)
    }
    for k in stride(from: Int32(8), through: 0, by: -1) {
      XCTAssertEqual(stack.top, k)
      stack.pop()
    }
    XCTAssertTrue(stack.isEmpty)
    stack.push(42)
    XCTAssertEqual(stack.top, 42)
    XCTAssertEqual(stack.count, 1)
  }
}
