import AccessibilityModel
import TemplateSyntax
import XCTest

/// Two handlers are one when their statements are the same and every template variable they
/// read is bound by the same declaration (`AccessibilityTree.runsHandler(of:on:outside:)`).
final class HandlerIdentityTests: XCTestCase {
  /// Whether a control other than the first `an-view` runs the `an-view`'s tap handler.
  func copied(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let model = Model(text)
    let view = model.all("an-view").first { $0.events.contains { $0.category == .activation } }
    guard let view else { XCTFail("no an-view with a tap", file: file, line: line); return false }
    let tap = view.events.first { $0.category == .activation }!
    return model.tree.runsHandler(of: tap, on: view.index, outside: view.index..<view.subtreeEnd)
  }

  func testTheSameDeclarationIsOneHandler() {
    for text in [
      "@for (item of items; track item) { <an-view (tap)=\"open(item)\"></an-view><an-button (tap)=\"open( item );\">A</an-button> }",
      "<an-view *ngIf=\"user as u\"><an-view (tap)=\"edit(u)\"></an-view><an-button (tap)=\"edit(u)\">E</an-button></an-view>",
      "@if (user; as u) { <an-view (tap)=\"edit(u)\"></an-view> @if (u.admin) { <an-button (tap)=\"edit(u)\">E</an-button> } }",
      "@for (g of gs; track g) { <an-view (tap)=\"open(g)\"></an-view> @for (item of g.items; track item) { <an-button (tap)=\"open(g)\">A</an-button> } }",
      // An arrow function's parameter is its own, not a loop's.
      "@for (x of xs; track x) { <an-view (tap)=\"pick(all.find(x => x.on))\"></an-view> } <an-button (tap)=\"pick(all.find(x => x.on))\">P</an-button>",
      // A member name after `.` is no variable; a name no view declares is the component's.
      "@for (item of items; track item) { <an-view (tap)=\"store.item()\"></an-view> } <an-button (tap)=\"store.item()\">S</an-button>",
      "@for (a of xs; track a) { <an-view (tap)=\"save()\"></an-view> } @for (a of ys; track a) { <an-button (tap)=\"save()\">G</an-button> }",
    ] {
      XCTAssertTrue(copied(text), text)
    }
  }

  func testAnotherDeclarationIsAnotherHandler() {
    for text in [
      "@for (item of items; track item) { <an-view (tap)=\"open(item)\"></an-view> } @for (item of more; track item) { <an-button (tap)=\"open(item)\">A</an-button> }",
      // The inner loop's `item` hides the outer one.
      "@for (item of gs; track item) { <an-view (tap)=\"open(item)\"></an-view> @for (item of item.items; track item) { <an-button (tap)=\"open(item)\">A</an-button> } }",
      "@for (a of xs; track a) { <an-view (tap)=\"drop($index)\"></an-view> @for (b of a.bs; track b) { <an-button (tap)=\"drop($index)\">D</an-button> } }",
      "<ng-template #t1 let-row><an-view (tap)=\"pick(row)\"></an-view></ng-template><ng-template #t2 let-row><an-button (tap)=\"pick(row)\">P</an-button></ng-template>",
      "<an-view *ngFor=\"let r of rs; let i = index\" (tap)=\"pick(i)\"></an-view><an-button *ngFor=\"let r of rs; let i = index\" (tap)=\"pick(i)\">P</an-button>",
      "@if (a) { @let v = one; <an-view (tap)=\"use(v)\"></an-view> } @else { @let v = two; <an-button (tap)=\"use(v)\">U</an-button> }",
    ] {
      XCTAssertFalse(copied(text), text)
    }
  }
}
