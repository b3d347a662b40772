#if !canImport(UIKit)
  import HeadlessUIKit

  /// The chat table's verdicts, in screen coordinates (what the user sees), from the scene's
  /// geometry and where the keyboard really is, never from the contender's notion of it.
  @MainActor
  enum ChatJudge {
    static let slack = StepJudge.slack

    /// The top of the keys when they cover what lies behind them: a keyboard docked at the
    /// screen's bottom (a floating one covers nothing the guide counts, as in the other
    /// tables). An accessory composer is part of the keyboard's frame but is the composer,
    /// not keys: its height is left out here and counted as the composer. `nil` when hidden.
    static func keysTop(_ scene: ChatScene) -> CGFloat? {
      guard scene.keyboard != nil, scene.systemKeyboard.isShown else { return nil }
      let frame = scene.systemKeyboard.frame
      let screen = scene.device.screenBounds
      let onScreen = frame.intersection(screen)
      guard !onScreen.isNull, onScreen.height > 0, frame.maxY >= screen.maxY - 1 else {
        return nil
      }
      let accessory = scene.placement == .inputAccessory ? scene.composer.frame.height : 0
      return onScreen.minY + accessory
    }

    /// The band of the list the user sees: inside the list and the safe area, above the
    /// keys and above the composer where it overlaps the list.
    static func visibleBand(_ scene: ChatScene) -> ClosedRange<CGFloat> {
      let list = scene.rectInScreen(scene.list)
      let safe = scene.device.safeRegion
      let top = max(list.minY, safe.minY)
      var bottom = min(list.maxY, safe.maxY)
      if let keys = keysTop(scene) { bottom = min(bottom, keys) }
      let composer = scene.rectInScreen(scene.composer)
      if composer.minX < list.maxX, composer.maxX > list.minX, composer.maxY > top {
        bottom = min(bottom, composer.minY)
      }
      return top...max(top, bottom)
    }

    /// Whether the newest message is wholly inside the visible band.
    static func isNewestMessageVisible(_ scene: ChatScene) -> Bool {
      guard let rect = scene.newestMessageInScreen else { return true }
      let band = visibleBand(scene)
      return rect.minY >= band.lowerBound - slack && rect.maxY <= band.upperBound + slack
    }

    /// Whether the composer's caret is covered by the keys or out of the safe area.
    static func isCaretHidden(_ scene: ChatScene) -> Bool {
      guard let caret = scene.caretInScreen else { return false }
      var bottom = scene.device.safeRegion.maxY
      if let keys = keysTop(scene) { bottom = min(bottom, keys) }
      return caret.maxY > bottom + slack || caret.minY < scene.device.safeRegion.minY - slack
    }

    /// "Hidden": with the composer being edited on this app's keyboard, its caret is covered,
    /// or the user is at the end and the newest message is covered (by the keyboard or the
    /// composer). `nil` when no keyboard is up for the composer.
    static func isHidden(_ scene: ChatScene) -> Bool? {
      guard scene.keyboard != nil, scene.textView.isFirstResponder else { return nil }
      if isCaretHidden(scene) { return true }
      return scene.userReadsHistory ? false : !isNewestMessageVisible(scene)
    }

    /// "Pulled down": the user reads history and the step scrolled the list toward its end
    /// (the content's origin rose on screen). `nil` when the user is at the end.
    static func isPulledDown(_ scene: ChatScene, from startPosition: CGFloat) -> Bool? {
      guard scene.userReadsHistory else { return nil }
      return scene.contentOriginInScreen < startPosition - slack
    }

    /// The least distance the content had to travel in this step, from `startPosition` (the
    /// screen y of the content's origin): 0 for a user in the history (nothing should move
    /// them); at the end, the distance to the nearest valid position that shows the newest
    /// message in the band. Valid positions keep the content's far end at or above the
    /// list's top and its near end at or below the band's bottom; content shorter than that
    /// rests at the list's top (at the band's bottom when inverted). Worked on screen, so
    /// an inverted list (its content's top drawn at the bottom) reads the same way.
    static func leastDistance(_ scene: ChatScene, from startPosition: CGFloat) -> CGFloat {
      guard !scene.userReadsHistory, let newest = scene.newestMessageInScreen else { return 0 }
      let band = visibleBand(scene)
      let position = scene.contentOriginInScreen
      let listTop = scene.rectInScreen(scene.list).minY + scene.list.adjustedContentInset.top
      let content = scene.list.convert(
        CGRect(origin: .zero, size: scene.list.contentSize), to: scene.screen.coordinateSpace)
      // Everything below moves with the position p: a screen y now, y + (p − position).
      let highest = listTop - content.minY + position
      let lowest = band.upperBound - content.maxY + position
      let valid =
        lowest <= highest
        ? lowest...highest : scene.isInverted ? lowest...lowest : highest...highest
      // The message shows when its top is at or below the band's top and its bottom at or
      // above the band's bottom; a message taller than the band shows its top.
      let low = band.lowerBound - newest.minY + position
      let high = max(low, band.upperBound - newest.maxY + position)
      let clampedLow = max(low, valid.lowerBound)
      let clampedHigh = min(high, valid.upperBound)
      let target: ClosedRange<CGFloat>
      if clampedLow <= clampedHigh {
        target = clampedLow...clampedHigh
      } else {
        let end = high < valid.lowerBound ? valid.lowerBound : valid.upperBound
        target = end...end
      }
      if target.contains(startPosition) { return 0 }
      return min(abs(startPosition - target.lowerBound), abs(startPosition - target.upperBound))
    }
  }
#endif
