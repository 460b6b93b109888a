import XCTest
@testable import Lint

/// The check that passes over comments that are not directives lets every directive through.
final class SuppressionPrefilterTests: XCTestCase {
  func testEveryDirectivePassesThePrefilter() {
    for kind in Suppressions.Kind.allCases {
      XCTAssertTrue(Suppressions.mayBeDirective(kind.rawValue), kind.rawValue)
      XCTAssertTrue(Suppressions.mayBeDirective(" \n\t" + kind.rawValue + " label-too-long -- por diseño"), kind.rawValue)
    }
    for comment in [" Tu pedido llegará mañana ", "an-lint", "", "   ", " an-lintdisable", "x an-lint-disable"] {
      XCTAssertFalse(Suppressions.mayBeDirective(comment), comment)
    }
  }
}
