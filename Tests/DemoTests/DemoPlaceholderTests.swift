import Testing

@Test func demoPlaceholder() { #expect(1 + 1 == 2) }
