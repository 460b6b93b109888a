import XCTest
@testable import AccessibilityModel

/// `PropNameBytes` passes over a name shorter than every prop's with no test of its bytes:
/// that holds only while `shortestName` is the shortest prop name's byte count.
final class PropNameBytesTests: XCTestCase {
  func testShortestNameIsTheShortestPropName() {
    XCTAssertEqual(PropNameBytes.shortestName, AccessibilityProp.allCases.map { $0.rawValue.utf8.count }.min())
  }
}
