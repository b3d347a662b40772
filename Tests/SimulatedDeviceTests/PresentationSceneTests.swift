import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
  import SimulatedDevice
#endif

#if !canImport(UIKit)
  /// SimulatedDevice's form-sheet window kind is where HeadlessUIKit presents a form sheet.
  @Suite("Presentation in device scenes")
  @MainActor
  struct PresentationSceneTests {
    // Source: uimodalpresentationstyle/formsheet (centred, at preferredContentSize);
    // WindowKind.formSheet(size:) (a form sheet of that size, centred).
    @Test func aFormSheetPresentedOnAnIPadFillsTheFormSheetKindsFrame() throws {
      let size = CGSize(width: 704, height: 900)
      let kind = WindowKind.formSheet(size: size)
      let scene = DeviceScene(device: .iPadPro, kind: kind)
      let presenter = UIViewController()
      scene.window.rootViewController = presenter
      let login = UIViewController()
      login.modalPresentationStyle = .formSheet
      login.preferredContentSize = size
      presenter.present(login, animated: true)
      let sheet = try #require(kind.sheetFrame(on: .iPadPro))
      // Both (1024 - 704) / 2 = 160, (1366 - 900) / 2 = 233.
      #expect(sheet == CGRect(x: 160, y: 233, width: 704, height: 900))
      #expect(login.view.convert(login.view.bounds, to: scene.window) == sheet)
    }
  }
#endif
