// SwiftUI, compiled by Xcode only: the iOS SDK kit CI type-checks the app with has no
// SwiftUI, so `.ci/ios-demo.sh` leaves this file out and says so. Everything here is inside
// `#if canImport(SwiftUI)` so that the rest of the app type-checks without it.
#if canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// SwiftUI fields shown inside the demo's `AvoidingScrollView` (``SwiftUIViewController``).
  struct ContactFields: View {
    @State private var email = ""
    @State private var phone = ""
    @State private var street = ""
    @State private var city = ""
    @State private var postcode = ""
    @State private var message = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Text("Contact (SwiftUI)").font(.headline)
        field("email", text: $email).keyboardType(.emailAddress).textContentType(.emailAddress)
        field("phone", text: $phone).keyboardType(.phonePad)
        field("street", text: $street)
        field("city", text: $city)
        field("postcode", text: $postcode).keyboardType(.numberPad)
        field("message", text: $message)
      }
      .padding(16)
    }

    private func field(_ title: String, text: Binding<String>) -> some View {
      TextField(title, text: text)
        .textFieldStyle(.roundedBorder)
        .frame(minHeight: 44)
    }
  }

  /// Makes the hosting controller for ``ContactFields``, its own keyboard avoidance off.
  enum HostedContactFields {
    /// SwiftUI inside a hosting controller gives its content a safe area that includes the
    /// keyboard and moves the content out of the keyboard's way, wherever the hosting view
    /// sits [doc: SafeAreaRegions.keyboard, "the current extent of any software keyboard
    /// displayed over the view content"]. Inside an avoiding scroll view that is a second
    /// avoidance on top of the scroll view's. So the content gets no safe area at all: the
    /// scroll view around it keeps it clear of the bars and the keyboard
    /// [doc: UIHostingController.safeAreaRegions, iOS 16.4: "when hosting content that you know
    /// should never be affected by the safe area, such as a custom scrollable container"];
    /// before iOS 16.4, `.ignoresSafeArea()` on the root view (best effort: expo/expo PR
    /// #41302 reports a TextField that still moved [seen]).
    ///
    /// The hosting view sits in a stack view, sized by its intrinsic content size: from
    /// iOS 16 the controller keeps it at the content's ideal size as the content changes
    /// [doc: UIHostingControllerSizingOptions.intrinsicContentSize]; before, the hosting
    /// view reports the size it had when laid out, enough for these fixed-height fields.
    @MainActor
    static func makeHostingController() -> UIViewController {
      if #available(iOS 16.4, *) {
        let controller = UIHostingController(rootView: ContactFields())
        controller.safeAreaRegions = []
        controller.sizingOptions = .intrinsicContentSize
        return controller
      }
      let controller = UIHostingController(rootView: ContactFields().ignoresSafeArea())
      if #available(iOS 16.0, *) { controller.sizingOptions = .intrinsicContentSize }
      return controller
    }
  }
#endif
