import XCTest
final class LintTestsPlaceholder: XCTestCase { func testNothing() {} }
