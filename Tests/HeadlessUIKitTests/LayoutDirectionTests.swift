import Foundation
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if !canImport(UIKit)
  /// `semanticContentAttribute` and `effectiveUserInterfaceLayoutDirection`.
  @Suite("UIView layout direction")
  @MainActor
  struct LayoutDirectionTests {
    // [choice] the model's app is left to right; [doc] unspecified follows the app.
    @Test func aViewIsLeftToRightUnlessForcedRightToLeft() {
      let view = UIView(frame: .zero)
      #expect(view.semanticContentAttribute == .unspecified)
      #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
      view.semanticContentAttribute = .forceRightToLeft
      #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      // [doc] playback and spatial content is never flipped; forced left to right is not.
      for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
        view.semanticContentAttribute = attribute
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
      }
    }

    // [doc] UIView.h: "Do not assume that the value propagates through the view's subtree."
    @Test func theDirectionIsTheViewsOwnNotItsSuperviews() {
      let parent = UIView(frame: .zero)
      let child = UIView(frame: .zero)
      parent.addSubview(child)
      parent.semanticContentAttribute = .forceRightToLeft
      #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    // UIInterface.h / UIView.h raw values.
    @Test func rawValuesAreTheHeadersOnes() {
      #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
      #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }
  }
#endif
