// The demo app's entry point. Xcode builds this file as part of SignUpDemo.xcodeproj (iOS
// only); no SwiftPM target includes it.
import UIKit

/// Starts the app. The app has one kind of scene: `Info.plist`'s scene manifest names
/// ``SceneDelegate`` for it, so UIKit creates that delegate for every window scene and no
/// code here needs to choose a configuration.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
