#if !canImport(UIKit)
  import AvoidingScrollView
  import Baselines
  import HeadlessUIKit

  /// A plain `UIScrollView` that reports its writes to a ``MotionRecorder``; behaviour is
  /// otherwise untouched, so a baseline sees a plain scroll view.
  @MainActor
  final class RecordingScrollView: UIScrollView {
    weak var recorder: MotionRecorder?

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        let old = super.contentOffset
        super.contentOffset = newValue
        recorder?.recordWrite(isOffset: true, changed: old != newValue)
      }
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let old = super.contentInset
        super.contentInset = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }

  /// TPKeyboardAvoiding's scroll view subclass with the same reporting setters; its own
  /// overrides run inside them, so their writes are recorded too.
  @MainActor
  final class RecordingTPKeyboardAvoidingScrollView: TPKeyboardAvoidingScrollView {
    weak var recorder: MotionRecorder?

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        let old = super.contentOffset
        super.contentOffset = newValue
        recorder?.recordWrite(isOffset: true, changed: old != newValue)
      }
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let old = super.contentInset
        super.contentInset = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }

  /// The component with the same reporting setters; nothing is attached to it.
  @MainActor
  final class RecordingAvoidingScrollView: AvoidingScrollView {
    weak var recorder: MotionRecorder?

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        let old = super.contentOffset
        super.contentOffset = newValue
        recorder?.recordWrite(isOffset: true, changed: old != newValue)
      }
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let old = super.contentInset
        super.contentInset = newValue
        recorder?.recordWrite(isOffset: false, changed: old != super.contentInset)
      }
    }

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }

  /// The view controller's view, reporting frame writes (recipes that slide the whole view).
  @MainActor
  final class RecordingRootView: UIView {
    weak var recorder: MotionRecorder?

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }
  /// A plain `UITableView` with the same reporting setters (the chat scenes' message table).
  @MainActor
  final class RecordingTableView: UITableView {
    weak var recorder: MotionRecorder?

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        let old = super.contentOffset
        super.contentOffset = newValue
        recorder?.recordWrite(isOffset: true, changed: old != newValue)
      }
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let old = super.contentInset
        super.contentInset = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }

  /// The component's table view with the same reporting setters; nothing is attached to it.
  @MainActor
  final class RecordingAvoidingTableView: AvoidingTableView {
    weak var recorder: MotionRecorder?

    override var contentOffset: CGPoint {
      get { super.contentOffset }
      set {
        let old = super.contentOffset
        super.contentOffset = newValue
        recorder?.recordWrite(isOffset: true, changed: old != newValue)
      }
    }

    override var contentInset: UIEdgeInsets {
      get { super.contentInset }
      set {
        let old = super.contentInset
        super.contentInset = newValue
        recorder?.recordWrite(isOffset: false, changed: old != super.contentInset)
      }
    }

    override var frame: CGRect {
      get { super.frame }
      set {
        let old = super.frame
        super.frame = newValue
        recorder?.recordWrite(isOffset: false, changed: old != newValue)
      }
    }
  }
#endif
