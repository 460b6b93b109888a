import XCTest
@testable import AccessibilityModel

final class EventCategoryTests: XCTestCase {
  func testTheSetsHoldTheCatalogsEvents() {
    // (With HammerJS's names, as Angular's HammerModule binds them: `doubletap` and `pressup`
    // are activation as `doubleTap` and `press` are; the rest are gestures.)
    XCTAssertEqual(EventCategory.activationEvents, ["tap", "click", "press", "doubleTap", "doubletap", "pressup"])
    XCTAssertEqual(EventCategory.gestureEvents,
                   ["longPress", "swipe", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pan", "pinch",
                    "swipeleft", "swiperight", "swipeup", "swipedown",
                    "panstart", "panmove", "panend", "pancancel", "panleft", "panright", "panup", "pandown",
                    "pinchstart", "pinchmove", "pinchend", "pinchcancel", "pinchin", "pinchout",
                    "rotate", "rotatestart", "rotatemove", "rotateend", "rotatecancel"])
    XCTAssertEqual(EventCategory.accessibilityEvents,
                   ["accessibilityAction", "accessibilityIncrement", "accessibilityDecrement", "accessibilityEscape"])
  }

  func testEachNameHasItsSetsCategory() {
    for name in EventCategory.activationEvents { XCTAssertEqual(EventCategory(eventName: name), .activation, name) }
    for name in EventCategory.gestureEvents { XCTAssertEqual(EventCategory(eventName: name), .gesture, name) }
    for name in EventCategory.accessibilityEvents { XCTAssertEqual(EventCategory(eventName: name), .accessibility, name) }
  }

  func testEveryOtherNameIsOther() {
    // Other case, a prefix, a longer name, a name of the same length, non-ASCII, empty.
    for name in ["ngModelChange", "Tap", "TAP", "ta", "taps", "tapX", "clack", "accessibilityActions",
                 "t\u{E1}p", "pa\u{301}n", "", "valueChange", "swipe "] {
      XCTAssertEqual(EventCategory(eventName: name), .other, name)
    }
  }
}
