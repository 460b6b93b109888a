import LinterCLI
import Foundation
exit(LinterCLI.run(Array(CommandLine.arguments.dropFirst())))
