import Foundation
import SpecCompileKit

// Everything lives in SpecCompileKit so it can be tested in-process; see docs/cli.md.
let status = SpecCompile.run(Array(CommandLine.arguments.dropFirst()), console: ProcessConsole())
exit(status.rawValue)
