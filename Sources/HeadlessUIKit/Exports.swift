#if !canImport(UIKit)
  // `import UIKit` makes Foundation's names (CGRect, NSValue, NotificationCenter …)
  // available; `import HeadlessUIKit` does the same, so shell code needs no extra imports.
  @_exported import Foundation
#endif
