import XCTest
@testable import Lint

final class RoleUnsupportedOnPlatformRuleTests: XCTestCase {
  let id = "role-unsupported-on-platform"
  static let radioUIKit = "UIKit has no radio trait: an iOS radio button is announced by its value and its position in the group (\"two of five\"), which is structure, not a trait"
  static let radioSwiftUI = "SwiftUI has no radio trait: a radio button is announced by its value and its position in the group, which is structure, not a trait"
  static let radioAdvice = "give each option a checked state and keep the options together in one container"

  func testOneFindingListsEveryTargetedPlatformWithEachAPIsReason() {
    let findings = TestLint.findings(#"<an-view accessibilityRole="radio" accessibilityLabel="Urgente"></an-view>"#, rule: id)
    XCTAssertEqual(findings.map(\.message), [
      "role 'radio' is dropped on iOS, tvOS and visionOS (\(Self.radioUIKit)) and on watchOS (\(Self.radioSwiftUI)); \(Self.radioAdvice)",
    ])
    XCTAssertEqual(findings.first?.platforms, [.ios, .tvos, .visionos, .watchos])
  }

  func testAlternativesAreNamedAndOnlyTargetedPlatformsCount() {
    let text = #"<an-view [accessibilityRole]="a ? 'radio' : 'summary'" accessibilityLabel="x"></an-view>"#
    let findings = TestLint.findings(text, rule: id, config: "platforms: [ios, macos]")
    XCTAssertEqual(findings.map(\.message), [
      "in the alternatives, role 'radio' is dropped on iOS: \(Self.radioUIKit); \(Self.radioAdvice); role 'summary' is dropped on macOS: AppKit has no summary role: a summary is read when you enter a screen on iOS, and a Mac has no such moment; put what it summarizes where it is read first there",
    ])
    XCTAssertEqual(findings.first?.platforms, [.ios, .macos])
  }

  func testSliderOnWatchOS() {
    XCTAssertEqual(TestLint.lines(#"<an-view [accessibilityRole]="'slider'" accessibilityLabel="Volumen"></an-view>"#, rule: id), [
      "1:31 role 'slider' is dropped on watchOS: SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere; make it adjustable with (accessibilityIncrement), (accessibilityDecrement) and an accessibilityValue, which work without the role",
    ])
  }

  func testNativeDynamicHiddenAndAndroidAreSilent() {
    let text = #"<an-radio accessibilityLabel="a"></an-radio><an-view [accessibilityRole]="rol"></an-view><an-view accessible="false"><an-view accessibilityRole="radio"></an-view></an-view>"#
    XCTAssertEqual(TestLint.lines(text, rule: id), [])
    XCTAssertEqual(TestLint.lines(#"<an-view accessibilityRole="radio"></an-view>"#, rule: id, config: "platforms: [android]"), [])
  }
}

/// On watchOS a slider role is dropped; the advice names only what the element lacks.
final class RoleUnsupportedSliderAdviceTests: XCTestCase {
  func testAdviceNamesOnlyWhatIsMissing() {
    let config = "platforms: [watchos]"
    XCTAssertEqual(TestLint.lines(#"<an-view accessibilityRole="slider" accessibilityLabel="Volumen" accessibilityValue="5" (accessibilityIncrement)="up()" (accessibilityDecrement)="down()"></an-view>"#,
                                  rule: "role-unsupported-on-platform", config: config), [
      "1:29 role 'slider' is dropped on watchOS: SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere; its (accessibilityIncrement), (accessibilityDecrement) and accessibilityValue keep it adjustable there without the role",
    ])
    XCTAssertEqual(TestLint.lines(#"<an-view accessibilityRole="slider" accessibilityLabel="Volume" (accessibilityIncrement)="up()"></an-view>"#,
                                  rule: "role-unsupported-on-platform", config: config), [
      "1:29 role 'slider' is dropped on watchOS: SwiftUI has no slider trait: adjustable is an action (accessibilityAdjustableAction), not a trait, and hooking one that does nothing offers a gesture that leads nowhere; make it adjustable with (accessibilityDecrement) and an accessibilityValue, which work without the role",
    ])
  }
  /// Inside a stop, the role of a part that is not interactive is not published.
  func testAPartOfAStopIsNotReported() throws {
    let template = "<an-view accessible=\"true\" accessibilityLabel=\"Tarjeta\"><an-text accessibilityRole=\"summary\">Resumen</an-text></an-view>\n"
      + "<an-text accessibilityRole=\"summary\">Resumen</an-text>"
    XCTAssertEqual(TestLint.lines(template, rule: "role-unsupported-on-platform").map { String($0.prefix(4)) }, ["2:29"])
  }

  /// A role that repeats the primitive's own is the primitive's business; another is checked.
  func testThePrimitivesOwnRoleIsNotReported() throws {
    let template = """
      <an-radio accessibilityRole="radio" accessibilityLabel="Express" [accessibilityState]="{ checked: true }"></an-radio>
      <an-view accessibilityRole="radio" accessibilityLabel="Normal" [accessibilityState]="{ checked: false }" (tap)="p()"></an-view>
      """
    XCTAssertEqual(TestLint.lines(template, rule: "role-unsupported-on-platform", config: "platforms: [ios]\n").map { String($0.prefix(5)) }, [
      "2:29 ",
    ])
  }
}
