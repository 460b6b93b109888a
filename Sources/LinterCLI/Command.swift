public enum LinterCLI { public static func run(_ arguments: [String]) -> Int32 { 0 } }
