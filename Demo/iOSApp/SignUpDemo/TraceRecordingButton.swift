import AvoidingScrollView
import AvoidingScrollViewDiagnostics
import UIKit

/// The sign-up screen's Record button: records the form's session with
/// `KeyboardSessionRecorder`, and on Stop offers the trace to share (Mail, AirDrop, Files…)
/// as a `.json` file, to attach to an issue or replay with `swift run avoiding-replay`.
///
/// A trace holds geometry and keyboard notifications only, never what is typed: the file can
/// be opened and read before it is shared.
@MainActor
final class TraceRecordingButton {
  /// The button, titled Record or Stop.
  let button = UIButton(type: .system)
  private let recorder: KeyboardSessionRecorder
  private weak var presenter: UIViewController?

  /// A button recording `scrollView`, presenting the share sheet from `presenter`.
  init(scrollView: any KeyboardAvoidingScrollView, presenter: UIViewController) {
    recorder = KeyboardSessionRecorder(scrollView: scrollView)
    self.presenter = presenter
    button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    button.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .primaryActionTriggered)
    updateTitle()
  }

  private func toggle() {
    if recorder.isRecording {
      share(recorder.stop())
    } else {
      recorder.start()
    }
    updateTitle()
  }

  private func updateTitle() {
    let recording = recorder.isRecording
    button.setTitle(recording ? "Stop" : "Record", for: .normal)
    button.accessibilityHint =
      recording
      ? "Stops recording and shares the trace" : "Records the keyboard session as a trace"
  }

  /// Writes `trace` to a temporary file and offers it to share.
  private func share(_ trace: Data) {
    guard let presenter, !trace.isEmpty else { return }
    let name = "avoiding-trace-\(Int(Date().timeIntervalSince1970)).json"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    do {
      try trace.write(to: url, options: .atomic)
    } catch {
      return
    }
    let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
    // On iPad the sheet is a popover: it points at the button.
    sheet.popoverPresentationController?.sourceView = button
    sheet.popoverPresentationController?.sourceRect = button.bounds
    presenter.present(sheet, animated: true)
  }
}
