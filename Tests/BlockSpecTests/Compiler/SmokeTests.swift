import BlockSpec
import Foundation
import Testing

@Test("smoke: print the sample tree") func smoke() {
  let tree = Fixtures.compile()
  print(tree.textTree)
  print(String(decoding: tree.jsonData(pretty: true), as: UTF8.self).prefix(3000))
  #expect(tree.state == .loaded)
}
