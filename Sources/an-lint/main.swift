import LinterCLI
import Foundation
exit(LinterCLI.run(Arguments.processArguments))
