// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "an-lint",
  products: [
    .executable(name: "an-lint", targets: ["an-lint"]),
  ],
  targets: [
    .target(name: "TemplateSyntax"),
    .target(name: "AccessibilityModel", dependencies: ["TemplateSyntax"]),
    .target(name: "Lint", dependencies: ["TemplateSyntax", "AccessibilityModel"]),
    .target(name: "Reporters", dependencies: ["Lint", "TemplateSyntax"]),
    .target(name: "LinterCLI", dependencies: ["Lint", "Reporters", "AccessibilityModel", "TemplateSyntax"]),
    .executableTarget(name: "an-lint", dependencies: ["LinterCLI"]),
    .target(name: "BenchmarkSupport"),
    .executableTarget(name: "template-bench", dependencies: ["TemplateSyntax", "Lint", "BenchmarkSupport"]),
    .executableTarget(name: "lint-bench", dependencies: ["LinterCLI", "Lint", "Reporters", "BenchmarkSupport"]),
    .testTarget(name: "TemplateSyntaxTests", dependencies: ["TemplateSyntax"]),
    .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel", "TemplateSyntax"]),
    .testTarget(name: "LintTests", dependencies: ["Lint", "AccessibilityModel", "TemplateSyntax"]),
    .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Lint", "TemplateSyntax"], exclude: ["Snapshots"]),
    .testTarget(name: "LinterCLITests", dependencies: ["LinterCLI", "Lint", "Reporters"]),
  ],
  swiftLanguageModes: [.v6]
)
