import Foundation
import PackagePlugin

/// Records the commit the package is built from as a Swift constant (`buildCommit`), read by
/// `an-lint --version`. It runs `git rev-parse HEAD` at build time, so the binary never needs
/// git; outside a git checkout (or where git cannot run) the commit is "unknown". The file is
/// rewritten only when the commit changes, so an unchanged checkout recompiles nothing.
@main
struct BuildCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildCommit.swift")
    let script = #"""
    commit=$(git -C "$1" rev-parse HEAD 2>/dev/null) || commit=unknown
    case "$commit" in *[!0-9a-f]*|"") commit=unknown ;; esac
    printf '/// The commit an-lint was built from (written by the BuildCommit plugin).\nlet buildCommit = "%s"\n' "$commit" > "$2.tmp"
    if cmp -s "$2.tmp" "$2"; then rm -f "$2.tmp"; else mv "$2.tmp" "$2"; fi
    """#
    return [.prebuildCommand(displayName: "Record the commit an-lint is built from",
                             executable: URL(fileURLWithPath: "/bin/sh"),
                             arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                             outputFilesDirectory: context.pluginWorkDirectoryURL)]
  }
}
