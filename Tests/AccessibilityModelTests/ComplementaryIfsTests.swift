@testable import AccessibilityModel
import TemplateSyntax
import XCTest

/// Sibling `@if` blocks whose conditions negate each other are two branches of one group.
final class ComplementaryIfsTests: XCTestCase {
  func exclusive(_ text: String) -> Bool {
    let model = Model(text)
    let buttons = model.all("an-button")
    XCTAssertEqual(buttons.count, 2, text)
    return model.tree.areMutuallyExclusive(buttons[0].index, buttons[1].index)
  }

  func testNegatedSiblingsAreExclusive() {
    for (yes, no) in [("editing", "!editing"), ("user.isAdmin", "! user.isAdmin"), ("form?.valid", "!form?.valid"),
                      ("a && b", "!(a && b)"), ("x === 'a'", "!( x === 'a' )"), ("$any(x)", "!($any(x))")] {
      XCTAssertTrue(exclusive("@if (\(yes)) {<an-button>a</an-button>} @if (\(no)) {<an-button>b</an-button>}"), yes)
      XCTAssertTrue(exclusive("<an-view>@if (\(no)) {<an-button>a</an-button>}<an-text>t</an-text>@if (\(yes)) {<an-button>b</an-button>}</an-view>"), no)
    }
    // Inside the branches, at any depth.
    XCTAssertTrue(exclusive("@if (a) {<an-view><an-button>a</an-button></an-view>} @if (!a) {@for (x of xs; track x) {<an-button>b</an-button>}}"))
  }

  func testOtherConditionsAreNot() {
    for (first, second) in [("a && b", "!b && c || d"), ("a", "!b"), ("a", "a"), ("!a", "!a"),
                            ("a.b", "!a.c"), ("(a)", "!a"), ("a", "!!a"), ("a()", "!a()"), ("a", "!(a) || b")] {
      XCTAssertFalse(exclusive("@if (\(first)) {<an-button>a</an-button>} @if (\(second)) {<an-button>b</an-button>}"), second)
    }
    // Not siblings; an @else already written; more than one candidate (none is paired).
    XCTAssertFalse(exclusive("<an-view>@if (a) {<an-button>a</an-button>}</an-view> @if (!a) {<an-button>b</an-button>}"))
    XCTAssertFalse(exclusive("@if (a) {<an-button>a</an-button>} @if (!a) {<an-button>b</an-button>} @if (a) {}"))
  }

  func testTheGroupIsTheEarlierBlock() {
    let model = Model("@if (!a) {<an-button>a</an-button>} @if (a) {<an-button>b</an-button>}")
    let first = model.tree.branchChoices(of: 0)
    let second = model.tree.branchChoices(of: 1)
    XCTAssertEqual(first.count, 1)
    XCTAssertEqual(first[0].group, second[0].group)
    XCTAssertEqual(first[0].group, first[0].branch)
    XCTAssertNotEqual(first[0].branch, second[0].branch)
    XCTAssertEqual(model.tree.branches(ofGroup: first[0].group), [first[0].branch, second[0].branch])
    XCTAssertEqual(model.tree.coexistingSets(of: [0, 1]), [[0], [1]])
  }

  /// Comparisons of one expression with literals that no value satisfies together.
  func testComparisonsNoValueSatisfiesTogetherAreExclusive() {
    for (first, second) in [("step === 1", "step === 2"), ("orders.length > 0", "orders.length === 0"),
                            ("tab === 'a'", "tab !== 'a'"), ("tab() == 'a'", "tab() == 'b'"), ("n < 0", "n >= 0"),
                            ("0 < n", "n <= 0"), ("n > 5", "n < 2"), ("mode === \"x\"", "mode === 'y'"), ("s === 1", "s === '1'"),
                            ("v.kind === null", "v.kind === 'a'"), ("count >= 10", "count === 3")] {
      XCTAssertTrue(exclusive("@if (\(first)) {<an-button>a</an-button>} @if (\(second)) {<an-button>b</an-button>}"), second)
    }
    // Three sibling steps: every pair.
    let model = Model("""
      @if (step === 1) {<an-button>a</an-button>} @if (step === 2) {<an-button>b</an-button>} @if (step === 3) {<an-button>c</an-button>}
      """)
    XCTAssertTrue(model.tree.areMutuallyExclusive(0, 1))
    XCTAssertTrue(model.tree.areMutuallyExclusive(0, 2))
    XCTAssertTrue(model.tree.areMutuallyExclusive(1, 2))
    XCTAssertEqual(model.tree.coexistingSets(of: [0, 1, 2]), [[0], [1], [2]])
  }

  func testComparisonsThatMayHoldTogetherAreNot() {
    for (first, second) in [("step === 1", "step === 1"), ("n > 0", "n > 5"), ("n >= 0", "n <= 0"), ("s == 1", "s == '1'"),
                            ("x == null", "x == undefined"), ("x === 1", "y === 2"), ("x == 1", "x !== 1"),
                            ("x === null", "x >= 0"), ("x === 1", "x == '1'"), ("x === 1 || y", "x === 2"), ("a === 1", "a === 2 ? b : c"),
                            ("f(x === 1)", "x === 2"), ("x !== 1", "x !== 2"), ("x === 'it\\'s'", "x === 'b'")] {
      XCTAssertFalse(exclusive("@if (\(first)) {<an-button>a</an-button>} @if (\(second)) {<an-button>b</an-button>}"), second)
    }
    // One sibling that overlaps another leaves the whole set ungrouped.
    let model = Model("""
      @if (step === 1) {<an-button>a</an-button>} @if (step === 2) {<an-button>b</an-button>} @if (step > 0) {<an-text>c</an-text>}
      """)
    XCTAssertFalse(model.tree.areMutuallyExclusive(0, 1))
  }

  /// A sibling `@if (!a)` (or `@if (a)`) of `@if (a) {…} @else {…}` shows exactly when the
  /// `@else` (or the `@if`) branch does: it is read as part of that branch, exclusive with the
  /// other one and shown together with its own.
  func testASiblingOfAnIfElseJoinsTheBranchItMatches() {
    for (condition, matches) in [("!a", 1), ("a", 0), ("! a", 1)] {
      let model = Model("""
        @if (a) {<an-button>a</an-button>} @else {<an-button>b</an-button>} @if (\(condition)) {<an-button>c</an-button>}
        """)
      XCTAssertEqual(model.tree.areMutuallyExclusive(matches, 2), false, condition)
      XCTAssertEqual(model.tree.areMutuallyExclusive(1 - matches, 2), true, condition)
      XCTAssertTrue(model.tree.areMutuallyExclusive(0, 1))
      XCTAssertEqual(model.tree.coexistingSets(of: [0, 1, 2]), matches == 0 ? [[0, 2], [1]] : [[0], [1, 2]], condition)
    }
    // Written before the group, or as `*ngIf`; the negation of a written `!a`.
    let before = Model("@if (!a) {<an-button>c</an-button>} @if (a) {<an-button>a</an-button>} @else {<an-button>b</an-button>}")
    XCTAssertTrue(before.tree.areMutuallyExclusive(0, 1))
    XCTAssertFalse(before.tree.areMutuallyExclusive(0, 2))
    let directive = Model("@if (ok) {<an-button>a</an-button>} @else {<an-button>b</an-button>}<an-button *ngIf=\"!ok\">c</an-button>")
    XCTAssertTrue(directive.tree.areMutuallyExclusive(0, 2))
    XCTAssertFalse(directive.tree.areMutuallyExclusive(1, 2))
    let negated = Model("@if (!a) {<an-button>a</an-button>} @else {<an-button>b</an-button>} @if (a) {<an-button>c</an-button>}")
    XCTAssertTrue(negated.tree.areMutuallyExclusive(0, 2))
    XCTAssertFalse(negated.tree.areMutuallyExclusive(1, 2))
  }

  /// What does not match one branch exactly stays unpaired: an `@else if` chain (`!a` shows
  /// with either of two branches), another condition, not a sibling, two groups it could join.
  func testWhatMatchesNoOneBranchStaysUnpaired() {
    for text in [
      "@if (a) {<an-button>a</an-button>} @else if (b) {} @else {} @if (!a) {<an-button>c</an-button>}",
      "@if (a) {<an-button>a</an-button>} @else {} @if (!b) {<an-button>c</an-button>}",
      "@if (a) {<an-button>a</an-button>} @else {} <an-view>@if (!a) {<an-button>c</an-button>}</an-view>",
      "@if (a) {<an-button>a</an-button>} @else {} @if (a) {} @else {} @if (!a) {<an-button>c</an-button>}",
    ] {
      XCTAssertFalse(exclusive(text), text)
    }
  }
}

extension ComplementaryIfsTests {
  /// `!a && b` is not the negation of `a && b`, but the two cannot hold together: a conjunct of
  /// one negates a conjunct of the other (`ExclusiveConjunctions`).
  func testConjunctionsWithANegatedConjunctAreExclusive() {
    for (first, second) in [("a && b", "!a && b"), ("a", "!a && b"), ("x && !y.z", "y.z"), ("(p || q) && a", "!a && r")] {
      XCTAssertTrue(exclusive("@if (\(first)) {<an-button>a</an-button>} @if (\(second)) {<an-button>b</an-button>}"), second)
    }
  }
}
