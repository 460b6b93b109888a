import XCTest
final class LinterCLITestsPlaceholder: XCTestCase { func testNothing() {} }
