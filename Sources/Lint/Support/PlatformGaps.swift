import AccessibilityModel

/// Groups the targeted platforms on which something has no form by platform API, with the
/// documented reason for each API, and words them for a message.
struct PlatformGaps {
  struct Gap {
    var api: PlatformAPI
    var platforms: [Platform]
    var reason: String
  }

  var gaps: [Gap] = []

  /// - Parameter reason: the reason `api` cannot express it, or nil when it can.
  init(targets: [Platform], reason: (PlatformAPI) -> String?) {
    for platform in targets {
      guard let why = reason(platform.api) else { continue }
      if let i = gaps.firstIndex(where: { $0.api == platform.api }) {
        gaps[i].platforms.append(platform)
      } else {
        gaps.append(Gap(api: platform.api, platforms: [platform], reason: why))
      }
    }
  }

  var isEmpty: Bool { gaps.isEmpty }
  var platforms: [Platform] { gaps.flatMap(\.platforms).sorted() }

  /// `on iOS, tvOS and visionOS (UIKit has …) and on watchOS (SwiftUI has …)`, or, when every
  /// API gives the same reason, `on iOS, …, watchOS: <reason>`.
  var wording: String {
    let reasons = gaps.map(\.reason)
    if Set(reasons).count == 1 { return "on \(Messages.platforms(platforms)): \(reasons[0])" }
    return gaps.map { "on \(Messages.platforms($0.platforms)) (\($0.reason))" }.joined(separator: " and ")
  }
}

extension RoleForm {
  var unsupportedReason: String? { if case .unsupported(let r) = self { return r }; return nil }
}

extension StateForm {
  var unsupportedReason: String? { if case .unsupported(let r) = self { return r }; return nil }
}
