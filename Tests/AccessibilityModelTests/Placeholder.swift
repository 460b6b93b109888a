import XCTest
final class AccessibilityModelTestsPlaceholder: XCTestCase { func testNothing() {} }
