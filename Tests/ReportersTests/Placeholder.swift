import XCTest
final class ReportersTestsPlaceholder: XCTestCase { func testNothing() {} }
