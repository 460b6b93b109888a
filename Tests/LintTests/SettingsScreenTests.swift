import AccessibilityModel
import Foundation
import XCTest
@testable import Lint

/// The example screen of seed 000 (`fixtures/examples/settings-screen.html`), linted as the CLI
/// lints it with `--platform`: every finding is a platform gap the seed describes, and nothing
/// else on the screen is wrong. With `--platform ios` the findings are exactly the two gaps the
/// seed's iOS tree shows ("Select all" asked for checked 'mixed' and came back with no value;
/// "An option" asked for radio and is published as nothing).
final class SettingsScreenTests: XCTestCase {
  struct Seen: Equatable, CustomStringConvertible {
    var rule: String
    var position: String
    var platforms: [Platform]
    var description: String { "\(position) \(rule) \(platforms.map(\.rawValue))" }
  }

  func lint(_ platforms: [Platform]) -> [Seen] {
    let path = RepositoryPaths.fixtures.appendingPathComponent("examples/settings-screen.html").path
    let run = LintRunner.run(LintRequest(paths: [path], platformOverride: platforms, configBoundary: RepositoryPaths.root.path))
    XCTAssertEqual(run.configErrors, [])
    XCTAssertEqual(run.ioErrors, [])
    return run.report.findings.filter { $0.suppression == nil }
      .map { Seen(rule: $0.ruleID, position: "\($0.line):\($0.column)", platforms: $0.platforms) }
  }

  func testIOSShowsTheTwoGapsOfTheSeedAndTheTwoRealDefects() {
    XCTAssertEqual(lint([.ios]), [
      Seen(rule: "state-unsupported-on-platform", position: "6:70", platforms: [.ios]),  // checked: 'mixed' on UIKit
      Seen(rule: "missing-checked-state", position: "9:4", platforms: []),               // the seed's radio has no checked state
      Seen(rule: "role-unsupported-on-platform", position: "9:31", platforms: [.ios]),   // radio on UIKit
      Seen(rule: "adjustable-without-actions", position: "10:4", platforms: []),         // the seed's slider has no value
    ])
  }

  func testMacOSWatchOSAndroidReportOnlyWatchOSGaps() {
    XCTAssertEqual(lint([.macos, .watchos, .android]), [
      Seen(rule: "state-unsupported-on-platform", position: "6:70", platforms: [.watchos]),   // checked: 'mixed' on SwiftUI
      Seen(rule: "state-unsupported-on-platform", position: "8:106", platforms: [.watchos]),  // disabled on SwiftUI
      Seen(rule: "missing-checked-state", position: "9:4", platforms: []),
      Seen(rule: "role-unsupported-on-platform", position: "9:31", platforms: [.watchos]),    // radio on SwiftUI
      Seen(rule: "adjustable-without-actions", position: "10:4", platforms: []),
      Seen(rule: "role-unsupported-on-platform", position: "10:31", platforms: [.watchos]),   // slider on SwiftUI
    ])
  }
}
