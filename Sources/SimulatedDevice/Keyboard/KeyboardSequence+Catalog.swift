#if !canImport(UIKit)
  import HeadlessUIKit

  /// The sequences iOS posts, each with its source. Frames are in the screen's coordinate
  /// space; `begin` is where the keyboard is when the sequence starts.
  extension KeyboardSequence {
    /// The timing every sequence carries.
    public struct Timing: Sendable, Hashable {
      /// Seconds.
      public var duration: TimeInterval
      /// A `UIView.AnimationCurve` raw value.
      public var curve: Int
      /// The system keyboard's: 0.25 s, curve 7.
      public static let system = Timing(
        duration: KeyboardNotification.systemDuration, curve: KeyboardNotification.systemCurve)

      /// A timing.
      public init(duration: TimeInterval, curve: Int) {
        self.duration = duration
        self.curve = curve
      }
    }

    /// Notifications `names`, all with the same frames and timing (iOS attaches the same
    /// `userInfo` to every notification of one animation [seen: the logs cited below]).
    static func animation(
      _ names: [KeyboardNotification.Name], from begin: CGRect, to end: CGRect, timing: Timing,
      isLocal: Bool, source: String
    ) -> KeyboardSequence {
      KeyboardSequence(
        source: source,
        notifications: names.map {
          KeyboardNotification(
            $0, begin: begin, end: end, duration: timing.duration, curve: timing.curve,
            isLocal: isLocal)
        })
    }

    /// The keyboard appears, or a shown keyboard is announced again with a new frame
    /// (QuickType bar turned on or off, AutoFill and third-party keyboards settling on a
    /// height, a hardware keyboard's shortcuts bar, docking again).
    public static func show(
      from begin: CGRect, to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      animation(
        [.willChangeFrame, .willShow, .didChangeFrame, .didShow], from: begin, to: end,
        timing: timing, isLocal: isLocal,
        source: """
          [seen] stackoverflow.com/questions/25946121 (log on iPhone 6, iOS 8–10: turning \
          QuickType on or off posts will-change-frame, will-show, did-change-frame, \
          did-show); several will-shows in a row for AutoFill and third-party keyboards \
          (uikit-reference.md, "Sequences")
          """)
    }

    /// The keyboard goes away, to `end` (below the screen).
    public static func hide(
      from begin: CGRect, to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      animation(
        [.willChangeFrame, .willHide, .didChangeFrame, .didHide], from: begin, to: end,
        timing: timing, isLocal: isLocal,
        source: """
          [seen] hide frames: the keyboard slides to just below the screen at its own size \
          (userInfo dump "begin {{0, 264}, {320, 216}}, end {{0, 480}, {320, 216}}", \
          hk.javashuo.com/article/p-tekoqtqj-em.html); [choice] the order mirrors the show \
          order seen on QuickType toggles
          """)
    }

    /// A shown keyboard changes frame without a show or a hide: dragged or dropped while
    /// floating, undocked, split, or (in older tests) resized.
    public static func changeFrame(
      from begin: CGRect, to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      animation(
        [.willChangeFrame, .didChangeFrame], from: begin, to: end, timing: timing,
        isLocal: isLocal,
        source: """
          [seen] Flutter's iOS engine, FlutterViewController.mm keyboard section: floating, \
          undocked and split keyboards report frame changes (a zero frame while a floating \
          keyboard is dragged) without will-show or will-hide
          """)
    }

    /// The keyboard undocks and iOS also announces a hide (it "may or may not" [seen]).
    public static func undockAnnouncingHide(
      from begin: CGRect, to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      animation(
        [.willChangeFrame, .willHide, .didChangeFrame, .didHide], from: begin, to: end,
        timing: timing, isLocal: isLocal,
        source: """
          [seen] Flutter's iOS engine, FlutterViewController.mm: on undocking "a will-hide \
          may or may not arrive"; when it does, its end frame is the undocked frame
          """)
    }

    /// Interactive dismissal released: the keyboard goes, and the hide carries an empty
    /// begin frame.
    public static func interactiveDismissalRelease(
      to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      animation(
        [.willChangeFrame, .willHide, .didChangeFrame, .didHide], from: .zero, to: end,
        timing: timing, isLocal: isLocal,
        source: """
          [seen] radars 15341512, 14847817, freshOS/KeyboardLayoutGuide #17 and #35: no \
          frame notification while the user drags; at release will-change-frame and \
          will-hide, the final hide possibly with an empty begin frame
          """)
    }

    /// The keyboard goes away, but the hide reports an end frame still partly on screen
    /// (`end`), as with an input accessory view on iOS 26.
    public static func hideReportingFrameOnScreen(
      from begin: CGRect, to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      var sequence = hide(from: begin, to: end, timing: timing, isLocal: isLocal)
      sequence.source = """
        [seen] IQKeyboardManager #2124: on iOS 26 a will-hide whose end frame still shows \
        44 pt of the keyboard (an accessory view); fixed there by forcing height 0 on hide. \
        Order as in ``hide(from:to:timing:isLocal:)``
        """
      return sequence
    }

    /// The keyboard goes away with an empty end frame.
    public static func hideReportingEmptyFrame(
      from begin: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      var sequence = hide(from: begin, to: .zero, timing: timing, isLocal: isLocal)
      sequence.source = """
        [seen] quipper/MessageKit PR #26: empty end frames on dismissal. Order as in \
        ``hide(from:to:timing:isLocal:)``
        """
      return sequence
    }

    /// Interactive dismissal released before the keyboard went: it snaps back up.
    public static func interactiveDismissalSnapBack(
      to end: CGRect, timing: Timing = .system, isLocal: Bool = true
    ) -> KeyboardSequence {
      var sequence = show(from: .zero, to: end, timing: timing, isLocal: isLocal)
      sequence.source = """
        [seen] radars 15341512, 14847817, freshOS/KeyboardLayoutGuide #17 and #35: at release \
        will-change-frame and will-show when the keyboard snaps back; [choice] the begin \
        frame is as empty as the release's hide
        """
      return sequence
    }
  }
#endif
