import XCTest
final class TemplateSyntaxTestsPlaceholder: XCTestCase { func testNothing() {} }
