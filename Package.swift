// swift-tools-version:6.0
import PackageDescription

// Release builds leave out the run-time exclusivity checks (Swift 6's static checks and strict
// concurrency still apply): they cost about a twentieth of a lint, in the hot loops of the
// parser, the model and the rules. They also optimise across modules (the model and the rules
// inline and specialise the syntax layer's small functions): about 1% fewer instructions. And
// they let the optimiser end a value's life after its last use rather than at the end of its
// scope (no lexical lifetimes, as Swift did before 5.7), which removes retains and releases:
// about 2% fewer instructions. Nothing in these modules depends on when a deinit runs: the one
// class with a deinit (`Spool`, which closes its file) is used only through its own methods.
let releaseSettings: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization", "-Xfrontend", "-enable-lexical-lifetimes=false"],
               .when(configuration: .release)),
]

let package = Package(
  name: "an-lint",
  // On macOS the standard library's newer string initialisers (writing UTF-8 straight into a
  // string's storage) need macOS 11; SwiftPM's default target is older. macOS 13 is older than
  // any macOS that Xcode 16 (the first with Swift 6) runs on.
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "an-lint", targets: ["an-lint"]),
  ],
  targets: [
    .target(name: "TemplateSyntax", swiftSettings: releaseSettings),
    .target(name: "AccessibilityModel", dependencies: ["TemplateSyntax"], swiftSettings: releaseSettings),
    .target(name: "Lint", dependencies: ["TemplateSyntax", "AccessibilityModel"], swiftSettings: releaseSettings),
    .target(name: "Reporters", dependencies: ["Lint", "TemplateSyntax"], swiftSettings: releaseSettings),
    .target(name: "LinterCLI", dependencies: ["Lint", "Reporters", "AccessibilityModel", "TemplateSyntax"],
            plugins: ["BuildCommit"]),
    // Writes the commit being built into LinterCLI for `--version` (no dependency: the toolchain's
    // PackagePlugin and /bin/sh; git only at build time).
    .plugin(name: "BuildCommit", capability: .buildTool()),
    // Linked with the Swift runtime and Foundation statically, so `an-lint --version` starts in
    // a few milliseconds instead of ~50 ms spent loading shared libraries.
    .executableTarget(name: "an-lint", dependencies: ["LinterCLI"],
                      linkerSettings: [.unsafeFlags([
                        "-static-stdlib", "-use-ld=lld", "-Xlinker", "--start-group", "-Xlinker", "-lFoundation", "-Xlinker", "-lFoundationEssentials", "-Xlinker", "-lFoundationInternationalization", "-Xlinker", "-l_FoundationICU", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-lCoreFoundation", "-Xlinker", "-lswiftSynchronization", "-Xlinker", "-ldispatch", "-Xlinker", "-lBlocksRuntime", "-Xlinker", "--end-group", "-Xlinker", "-lstdc++"],
                        .when(platforms: [.linux])),
                      // The release binary is stripped of its symbol tables.
                      .unsafeFlags(["-Xlinker", "--strip-all"], .when(platforms: [.linux], configuration: .release))]),
    // Deterministic mutation fuzzer over the lint and the language server (run by .ci/run).
    .executableTarget(name: "an-lint-fuzz", dependencies: ["LinterCLI"]),
    .target(name: "BenchmarkSupport"),
    .executableTarget(name: "template-bench", dependencies: ["TemplateSyntax", "Lint", "BenchmarkSupport"]),
    .executableTarget(name: "lint-bench", dependencies: ["LinterCLI", "Lint", "Reporters", "AccessibilityModel", "TemplateSyntax",
                                                          "BenchmarkSupport"]),
    .testTarget(name: "TemplateSyntaxTests", dependencies: ["TemplateSyntax"]),
    // Template generators the test targets share (not part of any product).
    .target(name: "TemplateTestSupport", path: "Tests/TemplateTestSupport"),
    .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel", "TemplateSyntax", "TemplateTestSupport"]),
    .testTarget(name: "LintTests", dependencies: ["Lint", "AccessibilityModel", "TemplateSyntax", "TemplateTestSupport"]),
    .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Lint", "TemplateSyntax"], exclude: ["Snapshots"]),
    .testTarget(name: "LinterCLITests", dependencies: ["LinterCLI", "Lint", "Reporters", "TemplateTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
