// A STAND-IN FOR XCTEST, FOR TYPE-CHECKING ONLY. It is not XCTest and is never built into
// anything: no target of Package.swift or of the example project lists it, and
// .ci/ios-conformance.sh emits it as a module into .build-ios/ only to type-check
// Demo/iOSApp/SignUpDemoConformanceTests against the real iOS SDK, which has no XCTest
// (../shared/ios-sdk/README.md: "XCTest and Swift Testing are not part of an SDK").
//
// It declares only what the conformance tests use, each with XCTest's Swift signature as
// Apple documents it (developer.apple.com/documentation/xctest): the class XCTestCase (an
// XCTest, adopting XCTActivity), XCTActivity.add(_:), XCTAttachment's
// init(data:uniformTypeIdentifier:), name and lifetime with XCTAttachment.Lifetime,
// XCTFail(_:file:line:) and XCTSkip's init(_:file:line:) (Sendable, CustomNSError, Error).
// The bodies do nothing. Docs/CI.md describes the check; Xcode's own build of the test
// target, against the real XCTest, is the only check of what this cannot show (XCTest's
// isolation annotations, for one).

import Foundation

/// `XCTest`: the abstract test class (an Objective-C class, `@interface XCTest : NSObject`).
open class XCTest: NSObject {}

/// `XCTActivity`: `func add(_ attachment: XCTAttachment)`.
public protocol XCTActivity: NSObjectProtocol {
  func add(_ attachment: XCTAttachment)
}

/// `XCTestCase`: `class XCTestCase : XCTest`, adopting `XCTActivity`.
open class XCTestCase: XCTest, XCTActivity {
  public func add(_ attachment: XCTAttachment) {}
}

/// `XCTAttachment`: `class XCTAttachment : NSObject`.
open class XCTAttachment: NSObject {
  /// `XCTAttachment.Lifetime` (`XCTAttachmentLifetime`, an `NS_ENUM(NSInteger, …)`).
  public enum Lifetime: Int, Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }

  /// `var name: String? { get set }`.
  open var name: String?
  /// `var lifetime: XCTAttachment.Lifetime { get set }`.
  open var lifetime: XCTAttachment.Lifetime = .deleteOnSuccess

  private override init() {}

  /// `convenience init(data payload: Data, uniformTypeIdentifier identifier: String)`.
  public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
    self.init()
  }
}

/// `func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line)`.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

/// `struct XCTSkip`: `init(_ message: String? = nil, file: StaticString = #filePath,
/// line: UInt = #line)`; Sendable, CustomNSError, Error.
public struct XCTSkip: Sendable, CustomNSError, Error {
  /// `var message: String? { get }`.
  public let message: String?

  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    self.message = message
  }
}
