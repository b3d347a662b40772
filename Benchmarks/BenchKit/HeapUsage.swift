#if !canImport(UIKit)
  import Foundation

  #if canImport(Glibc)
    import Glibc
  #endif

  /// Bytes in use on glibc's heap: `mallinfo2().uordblks`.
  ///
  /// Swift's Glibc module does not export `<malloc.h>`, so `mallinfo2` is looked up with
  /// `dlsym`. It returns an 80-byte struct (ten `size_t`), which the x86-64 System V ABI
  /// returns through a caller-supplied buffer passed as the first argument; calling it as a
  /// function of that buffer is therefore exact there. On other architectures (or without
  /// glibc) the value is not read and the tables say so.
  enum HeapUsage {
    private typealias MallInfo2 =
      @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?

    /// The current value, or `nil` where it cannot be read.
    static func bytesInUse() -> Int? {
      #if canImport(Glibc) && arch(x86_64)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else {
          return nil
        }
        let function = unsafeBitCast(symbol, to: MallInfo2.self)
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBytes { buffer in
          if let base = buffer.baseAddress { _ = function(base) }
        }
        // struct mallinfo2 { arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks,
        //                    uordblks, fordblks, keepcost }
        return fields[7]
      #else
        return nil
      #endif
    }
  }
#endif
