import Testing

@Test("placeholder until the command lands") func placeholder() { #expect(Bool(true)) }
