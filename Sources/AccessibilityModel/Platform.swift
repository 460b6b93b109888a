/// A platform the host renders on. tvOS and visionOS mount the UIKit host of iOS.
public enum Platform: String, Sendable, CaseIterable, Comparable, Codable {
  case ios, tvos, visionos, macos, watchos, android

  /// The accessibility API the host writes to on this platform.
  public var api: PlatformAPI {
    switch self {
    case .ios, .tvos, .visionos: return .uikit
    case .macos: return .appkit
    case .watchos: return .swiftui
    case .android: return .android
    }
  }

  public var displayName: String {
    switch self {
    case .ios: return "iOS"
    case .tvos: return "tvOS"
    case .visionos: return "visionOS"
    case .macos: return "macOS"
    case .watchos: return "watchOS"
    case .android: return "Android"
    }
  }

  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

public enum PlatformAPI: String, Sendable, CaseIterable {
  case uikit, appkit, swiftui, android

  public var displayName: String {
    switch self {
    case .uikit: return "UIKit"
    case .appkit: return "AppKit"
    case .swiftui: return "SwiftUI"
    case .android: return "Android"
    }
  }
}
