import AvoidingScrollView
import AvoidingScrollViewCore
import AvoidingScrollViewDiagnosticsCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics  // CGRect's Swift conformances (Equatable…) on Apple platforms
#endif

/// A rect in a trace: `[x, y, width, height]`, in points.
package struct TraceRect: Codable, Equatable, Sendable {
  package var rect: CGRect

  package init(_ rect: CGRect) {
    self.rect = rect
  }

  package init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let x = try values.decode(Double.self)
    let y = try values.decode(Double.self)
    let width = try values.decode(Double.self)
    let height = try values.decode(Double.self)
    rect = CGRect(x: x, y: y, width: width, height: height)
  }

  package func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(Double(rect.origin.x))
    try values.encode(Double(rect.origin.y))
    try values.encode(Double(rect.size.width))
    try values.encode(Double(rect.size.height))
  }
}

/// Insets in a trace: `[top, left, bottom, right]` (`UIEdgeInsets`' order), in points.
package struct TraceInsets: Codable, Equatable, Sendable, CustomStringConvertible {
  package var top: Double
  package var left: Double
  package var bottom: Double
  package var right: Double

  package init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `[top, left, bottom, right]`, as in a trace.
  package var description: String {
    "[" + [top, left, bottom, right].map { DecisionRecord.pt(CGFloat($0)) }.joined(separator: ", ")
      + "]"
  }

  package init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    top = try values.decode(Double.self)
    left = try values.decode(Double.self)
    bottom = try values.decode(Double.self)
    right = try values.decode(Double.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(top)
    try values.encode(left)
    try values.encode(bottom)
    try values.encode(right)
  }
}

/// A point in a trace: `[x, y]`, in points.
package struct TracePoint: Codable, Equatable, Sendable {
  package var point: CGPoint

  package init(_ point: CGPoint) {
    self.point = point
  }

  package init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let x = try values.decode(Double.self)
    let y = try values.decode(Double.self)
    point = CGPoint(x: x, y: y)
  }

  package func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(Double(point.x))
    try values.encode(Double(point.y))
  }
}

/// A size in a trace: `[width, height]`, in points.
package struct TraceSize: Codable, Equatable, Sendable {
  package var size: CGSize

  package init(_ size: CGSize) {
    self.size = size
  }

  package init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let width = try values.decode(Double.self)
    let height = try values.decode(Double.self)
    size = CGSize(width: width, height: height)
  }

  package func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(Double(size.width))
    try values.encode(Double(size.height))
  }
}
