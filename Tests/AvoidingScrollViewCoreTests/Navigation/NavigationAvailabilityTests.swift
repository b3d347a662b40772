import AvoidingScrollViewCore
import Testing

/// The toolbar's previous / next enabled state from the position in the form.
@Suite struct NavigationAvailabilityTests {
  // Three eligible fields: the first has no previous, the last no next, the middle both.
  @Test func theEndsOfTheFormDisableOneButton() {
    let all = [true, true, true]
    #expect(NavigationAvailability.of(position: 0, eligible: all) == (false, true))
    #expect(NavigationAvailability.of(position: 1, eligible: all) == (true, true))
    #expect(NavigationAvailability.of(position: 2, eligible: all) == (true, false))
  }

  // Ineligible fields (hidden, disabled) are never a destination: from 1, the only
  // fields after it are ineligible, so next is off; field 0 is ineligible, so previous too.
  @Test func ineligibleFieldsDoNotCount() {
    let eligible = [false, true, false, false]
    #expect(NavigationAvailability.of(position: 1, eligible: eligible) == (false, false))
    #expect(NavigationAvailability.of(position: 3, eligible: eligible) == (true, false))
  }

  // With no position both moves would start from an end: enabled when any field is
  // eligible; an empty form or one with no eligible field disables both.
  @Test func noPositionAsksWhetherAnyFieldCouldTakeTheFocus() {
    #expect(NavigationAvailability.of(position: nil, eligible: [false, true]) == (true, true))
    #expect(NavigationAvailability.of(position: nil, eligible: [false]) == (false, false))
    #expect(NavigationAvailability.of(position: nil, eligible: []) == (false, false))
    // Out-of-range positions are clamped by ReadingOrder: no crash.
    #expect(NavigationAvailability.of(position: 9, eligible: [true]) == (true, false))
    #expect(NavigationAvailability.of(position: -3, eligible: [true]) == (false, true))
  }
}
