import BlockSpec
import Foundation
import SPTheme

enum Engine {
  static func compile(_ o: Overview?, theme: Theme, environment: Environment) -> String { "" }
  static func encode(_ t: String, format: CompileRequest.Format, pretty: Bool) -> Data { Data() }
}
extension SpecCompile { static var versionDescription: String { version } }
