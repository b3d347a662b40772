#if !canImport(UIKit)
  import AvoidingScrollView
  import Foundation
  import HeadlessUIKit
  import SimulatedDevice
  import TestSupport

  /// One random geometry for the property tests: a screen, a window on it, a scroll view in
  /// the window, a focused field in the content and a keyboard frame. Every coordinate lies
  /// on a 0.5 pt grid, so every sum is exact and expectations are compared with `==`.
  struct PropertyCase: CustomStringConvertible {
    var seed: UInt64
    var deviceName: String
    var screen: CGRect
    var margins: UIEdgeInsets
    var windowFrame: CGRect
    var scrollFrame: CGRect
    var contentSize: CGSize
    var behavior: UIScrollView.ContentInsetAdjustmentBehavior
    var alwaysBounceVertical: Bool
    var adjustsIndicators: Bool
    var appInset: UIEdgeInsets
    var appIndicator: UIEdgeInsets
    /// The origin of a container view holding the field, in content coordinates, if nested.
    var containerOrigin: CGPoint?
    /// The field's frame in content coordinates.
    var field: CGRect
    var padding: CGFloat
    var startOffset: CGPoint
    var keyboardKind: String
    var keyboard: CGRect
    var isLocal: Bool
    var focusFirst: Bool
    /// A new app `contentInset` written while the keyboard is up, and whether it is written
    /// as `contentInset.top = …` (read-modify-write) rather than whole.
    var appChange: UIEdgeInsets?
    var appChangeTopOnly: Bool
    var indicatorChange: UIEdgeInsets?

    var description: String {
      """
      seed \(seed) device \(deviceName) screen \(screen) margins \(margins) \
      window \(windowFrame) scroll \(scrollFrame) content \(contentSize) \
      behavior \(behavior) bounce \(alwaysBounceVertical) adjustsIndicators \(adjustsIndicators) \
      appInset \(appInset) appIndicator \(appIndicator) container \(String(describing: containerOrigin)) \
      field \(field) padding \(padding) start \(startOffset) keyboard \(keyboardKind) \(keyboard) \
      isLocal \(isLocal) focusFirst \(focusFirst) appChange \(String(describing: appChange)) \
      topOnly \(appChangeTopOnly) indicatorChange \(String(describing: indicatorChange))
      """
    }

    /// The scroll view's rect in screen coordinates.
    var scrollInScreen: CGRect {
      CGRect(
        x: windowFrame.minX + scrollFrame.minX, y: windowFrame.minY + scrollFrame.minY,
        width: scrollFrame.width, height: scrollFrame.height)
    }

    var safeArea: UIEdgeInsets {
      FuzzExpectation.safeArea(of: scrollInScreen, screen: screen, margins: margins)
    }

    var appliedSafeArea: UIEdgeInsets {
      FuzzExpectation.appliedSafeArea(
        safeArea, behavior: behavior, contentSize: contentSize, boundsSize: scrollFrame.size,
        alwaysBounceVertical: alwaysBounceVertical)
    }

    /// What the keyboard adds at the bottom of the content inset and of the indicator insets.
    func added(keyboard frame: CGRect?) -> (content: CGFloat, indicator: CGFloat) {
      guard let frame else { return (0, 0) }
      // Docked against the screen or the window (issue 16: Slide Over).
      let covered = FuzzExpectation.coveredHeight(
        keyboard: frame, screen: screen, window: windowFrame, scroll: scrollInScreen)
      let indicatorSafe = adjustsIndicators ? safeArea.bottom : 0
      return (max(0, covered - appliedSafeArea.bottom), max(0, covered - indicatorSafe))
    }

    /// `adjustedContentInset` for the given app inset and keyboard addition.
    func adjusted(app: UIEdgeInsets, added: CGFloat) -> UIEdgeInsets {
      let safe = appliedSafeArea
      return UIEdgeInsets(
        top: app.top + safe.top, left: app.left + safe.left,
        bottom: app.bottom + safe.bottom + added, right: app.right + safe.right)
    }

    /// The padded focus rect for a visible height.
    func paddedField(visibleHeight: CGFloat) -> CGRect {
      let span = FuzzExpectation.padded(
        minY: field.minY, maxY: field.maxY, padding: padding, contentHeight: contentSize.height,
        visibleHeight: visibleHeight)
      return CGRect(x: field.minX, y: span.min, width: field.width, height: span.max - span.min)
    }

    /// The offset after revealing the field from `offset` with insets `adjusted`.
    func revealed(from offset: CGPoint, adjusted a: UIEdgeInsets) -> CGPoint {
      let visibleHeight = scrollFrame.height - a.top - a.bottom
      return FuzzExpectation.leastMotion(
        offset: offset, rect: paddedField(visibleHeight: visibleHeight), bounds: scrollFrame.size,
        adjusted: a, content: contentSize)
    }

    // MARK: Generation

    /// The catalog's screens the generator picks from (in this order: seeds depend on it).
    static let devices: [(String, CGSize, UIEdgeInsets)] = [
      Device.iPhoneSE, .iPhone15, .iPhone15Landscape, .iPadPro, .iPadProLandscape,
      .iPhone15ProMax, .iPadMini,
    ].map { ($0.name, $0.screenSize, $0.safeArea) }

    static func random(seed: UInt64) -> PropertyCase {
      var rng = SeededGenerator(seed: seed)
      var name = "random"
      var size: CGSize
      var margins: UIEdgeInsets
      if rng.chance(0.7) {
        let device = rng.pick(devices)
        name = device.0
        size = device.1
        margins = device.2
      } else {
        size = CGSize(width: rng.grid(300...1400, step: 2), height: rng.grid(300...1400, step: 2))
        margins = UIEdgeInsets(
          top: rng.chance(0.5) ? rng.grid(0...60) : 0,
          left: rng.chance(0.2) ? rng.grid(0...60) : 0,
          bottom: rng.chance(0.5) ? rng.grid(0...40) : 0,
          right: rng.chance(0.2) ? rng.grid(0...60) : 0)
      }
      let screen = CGRect(origin: .zero, size: size)
      var window = screen
      if rng.chance(0.4) {
        // A Stage Manager / Split View / Slide Over window: smaller and offset.
        let width = rng.grid(size.width * 0.35...size.width)
        let height = rng.grid(size.height * 0.4...size.height)
        let reachesBottom = rng.chance(0.4)
        window = CGRect(
          x: rng.grid(0...(size.width - width)),
          y: reachesBottom ? size.height - height : rng.grid(0...(size.height - height)),
          width: width, height: height)
      }
      var scroll = CGRect(origin: .zero, size: window.size)
      if rng.chance(0.5) {
        // A sheet, a scroll view above a tab bar, or one in the top half.
        let width = rng.grid(window.width * 0.5...window.width)
        let height = rng.grid(window.height * 0.25...window.height)
        scroll = CGRect(
          x: rng.grid(0...(window.width - width)), y: rng.grid(0...(window.height - height)),
          width: width, height: height)
      }
      let contentHeight = rng.grid(scroll.height * 0.3...scroll.height * 4)
      let contentWidth = rng.chance(0.85) ? scroll.width : rng.grid(scroll.width...scroll.width * 2)
      let behaviors: [UIScrollView.ContentInsetAdjustmentBehavior] = [
        .automatic, .automatic, .scrollableAxes, .always, .never,
      ]
      func smallInsets(_ rng: inout SeededGenerator) -> UIEdgeInsets {
        guard rng.chance(0.6) else { return .zero }
        return UIEdgeInsets(
          top: rng.grid(0...60), left: rng.chance(0.2) ? rng.grid(0...20) : 0,
          bottom: rng.grid(0...60), right: rng.chance(0.2) ? rng.grid(0...20) : 0)
      }
      let appInset = smallInsets(&rng)
      let appIndicator = smallInsets(&rng)
      let tall = rng.chance(0.1)
      let fieldHeight = tall ? rng.grid(scroll.height * 0.5...scroll.height * 2) : rng.grid(20...60)
      let fieldY = rng.grid(0...max(0, contentHeight - fieldHeight))
      let fieldX = rng.grid(0...min(32, contentWidth / 4))
      let fieldWidth = rng.grid(min(40, contentWidth - fieldX)...(contentWidth - fieldX))
      let field = CGRect(x: fieldX, y: fieldY, width: fieldWidth, height: fieldHeight)
      let container: CGPoint? =
        rng.chance(0.3) ? CGPoint(x: rng.grid(0...fieldX), y: rng.grid(0...fieldY)) : nil
      let padding = rng.pick([16, 16, 0, 8, 24, 40] as [CGFloat])
      let (kind, keyboard) = randomKeyboard(&rng, screen: size)
      var result = PropertyCase(
        seed: seed, deviceName: name, screen: screen, margins: margins, windowFrame: window,
        scrollFrame: scroll, contentSize: CGSize(width: contentWidth, height: contentHeight),
        behavior: rng.pick(behaviors), alwaysBounceVertical: rng.chance(0.2),
        adjustsIndicators: rng.chance(0.85), appInset: appInset, appIndicator: appIndicator,
        containerOrigin: container, field: field, padding: padding, startOffset: .zero,
        keyboardKind: kind, keyboard: keyboard, isLocal: rng.chance(0.9),
        focusFirst: rng.chance(0.5), appChange: nil, appChangeTopOnly: false,
        indicatorChange: nil)
      let a = result.adjusted(app: appInset, added: 0)
      let xRange = FuzzExpectation.validRange(
        content: result.contentSize.width, bounds: scroll.width, leading: a.left,
        trailing: a.right)
      let yRange = FuzzExpectation.validRange(
        content: contentHeight, bounds: scroll.height, leading: a.top, trailing: a.bottom)
      result.startOffset = CGPoint(x: rng.grid(xRange), y: rng.grid(yRange))
      if rng.chance(0.5) {
        result.appChangeTopOnly = rng.chance(0.4)
        result.appChange = UIEdgeInsets(
          top: rng.grid(0...80), left: appInset.left, bottom: rng.grid(0...80),
          right: appInset.right)
      }
      if rng.chance(0.3) {
        result.indicatorChange = UIEdgeInsets(
          top: rng.grid(0...40), left: 0, bottom: rng.grid(0...40), right: 0)
      }
      return result
    }

    /// A keyboard frame in screen coordinates: docked of random height, floating, off-screen,
    /// a hardware keyboard's shortcuts bar, zero. Frames never end within 1 pt above the
    /// screen's bottom, where "docked" would depend on rounding.
    static func randomKeyboard(_ rng: inout SeededGenerator, screen size: CGSize) -> (
      String, CGRect
    ) {
      let width = size.width
      let height = size.height
      switch rng.int(below: 10) {
      case 0, 1, 2:
        let h = rng.grid(height * 0.15...height * 0.65)
        return ("docked", CGRect(x: 0, y: height - h, width: width, height: h))
      case 3:
        let x = rng.grid(0...width / 2)
        let h = rng.grid(height * 0.2...height * 0.5)
        return ("docked-partial-width", CGRect(x: x, y: height - h, width: width - x, height: h))
      case 4:
        let h = rng.grid(250...400)
        let bar = rng.grid(44...72)
        return ("hardware-bar", CGRect(x: 0, y: height - bar, width: width, height: h))
      case 5:
        let w = min(width, 320)
        let h = min(rng.grid(180...300), height * 0.5)
        let y = rng.grid(0...max(0, height - h - 20))
        return ("floating", CGRect(x: rng.grid(0...(width - w)), y: y, width: w, height: h))
      case 6:
        return ("off-screen", CGRect(x: 0, y: height, width: width, height: rng.grid(200...400)))
      case 7:
        return ("zero", .zero)
      case 8:
        let y = rng.grid(-100...height * 0.2)
        return ("docked-tall", CGRect(x: 0, y: y, width: width, height: height - y))
      default:
        let h = rng.grid(height * 0.2...height * 0.5)
        return (
          "docked-overhanging", CGRect(x: -10, y: height - h, width: width + 20, height: h + 30)
        )
      }
    }
  }
#endif
