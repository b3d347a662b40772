// swift-tools-version: 6.0
import PackageDescription

/// Platforms that have no UIKit: there the shell compiles against `HeadlessUIKit`.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "AvoidingScrollView",
  // iOS 13 is the floor: `verticalScrollIndicatorInsets` and
  // `automaticallyAdjustsScrollIndicatorInsets` (iOS 13) are what the shell writes.
  platforms: [.iOS(.v13), .macOS(.v13)],
  products: [
    .library(name: "AvoidingScrollView", targets: ["AvoidingScrollView"])
  ],
  targets: [
    .target(name: "HeadlessUIKit"),
    .target(
      name: "AvoidingScrollView",
      dependencies: [.target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))]
    ),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "AvoidingScrollViewTests",
      dependencies: [
        "AvoidingScrollView",
        .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
