#if !canImport(UIKit)
  import AvoidingScrollView
  import HeadlessUIKit

  extension FormScene {
    /// The index of the first field, in FormScene's default layout (field `i` spans
    /// 16 + 60 i … 60 + 60 i), whose bottom edge lies below `y`: the highest field a
    /// keyboard whose top is at `y` hides at least partly. floor(y / 60), since field
    /// `i − 1` ends at 60 i ≤ y and field `i` ends at 60 i + 60 > y.
    static func indexOfFirstField(endingBelow y: CGFloat) -> Int {
      Int((y / 60).rounded(.down))
    }
  }
#endif
