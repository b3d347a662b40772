import Testing

@Test func benchPlaceholder() { #expect(1 + 1 == 2) }
