import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Records a session of one avoiding scroll view as a trace: a JSON file that anyone can
/// replay on Linux against the component (`swift run avoiding-replay trace.json`).
///
/// A trace holds geometry and keyboard notifications only: the device's model identifier,
/// system version and screen; the window's and the scroll view's geometry as it changes; the
/// frames of the text fields and text views (and of the views you configured); every
/// keyboard notification with its `userInfo` and the time since recording began; which view
/// began or ended editing, named by an identifier the recorder assigns; your inset writes;
/// and each decision the scroll view took, explained. Never any text, placeholder, label or
/// field content, and never your own class names. It is written to memory only: sharing the
/// file is up to you.
///
/// ```swift
/// let recorder = KeyboardSessionRecorder(scrollView: formScrollView)
/// recorder.start()
/// // … reproduce the problem …
/// let trace: Data = recorder.stop()
/// ```
///
/// The format is described in the repository's `Docs/TraceFormat.md`, with its JSON Schema;
/// see <doc:DiagnosingKeyboardAvoidance>. Times are seconds since ``start()`` measured with wall-clock dates,
/// so that no required-reason API is used: they may jump if the clock is set; events are
/// ordered by their sequence number in any case.
@MainActor
public final class KeyboardSessionRecorder {
  /// The version of the trace format this recorder writes (the trace's `formatVersion`).
  public static let traceFormatVersion = 3

  private weak var scrollView: (any KeyboardAvoidingScrollView)?
  private var recording: SessionRecording?

  /// Creates a recorder for `scrollView`; it records nothing until ``start()``.
  ///
  /// - Parameter scrollView: An `AvoidingScrollView`, `AvoidingTableView` or
  ///   `AvoidingCollectionView`; the recorder does not keep it alive.
  public init(scrollView: any KeyboardAvoidingScrollView) {
    self.scrollView = scrollView
  }

  /// Whether the recorder is recording: between ``start()`` and ``stop()``.
  public var isRecording: Bool {
    recording != nil
  }

  /// Starts recording: reads the device and the scene as they are now, then follows every
  /// event. Starting while recording starts again from scratch.
  ///
  /// For a trace that replays exactly, start with the keyboard down.
  public func start() {
    _ = recording?.finish()
    recording = scrollView.map { SessionRecording(scrollView: $0) }
  }

  /// Stops recording and returns the trace, as UTF-8 JSON; an empty `Data` when the
  /// recorder was not recording.
  @discardableResult
  public func stop() -> Data {
    guard let recording else { return Data() }
    self.recording = nil
    // Every member of a trace is a finite number, a string or a Boolean once non-finite
    // numbers are written as strings, so encoding cannot fail.
    return (try? recording.finish().jsonData()) ?? Data()
  }
}
