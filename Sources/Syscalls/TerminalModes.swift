#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin  // as apple/swift-argument-parser, Sources/ArgumentParser/Utilities/Platform.swift
#endif

extension Platform {
    /// The rows and columns of the terminal behind `descriptor`, asked with `TIOCGWINSZ`,
    /// or `nil` when it is no terminal or does not say.
    ///
    /// One spelling for every system: Glibc's and Musl's `TIOCGWINSZ` is an `Int32`
    /// macro, and Darwin's overlay defines it as a `UInt`, the type of `ioctl`'s request
    /// on all three (swiftlang/swift, stdlib/public/Platform/TiocConstants.swift); the
    /// same call as swiftlang/swift-tools-support-core's TSCBasic/TerminalController.swift.
    package static func windowSize(of descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// A terminal's settings as they were found, and the raw mode an interactive list
    /// switches it to, in memory of their own (the C struct, whose fields are `UInt32` on
    /// Linux and `UInt` on Darwin, never leaves this type).
    package final class TerminalModes {
        private let descriptor: Int32
        private let original = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        private let raw = UnsafeMutablePointer<termios>.allocate(capacity: 1)

        /// Reads the settings of `descriptor`; `nil` when it is not a terminal.
        ///
        /// The raw mode is `cfmakeraw`'s, with the output post-processing as it was, so
        /// that a line feed written by an item's action or a signal path still returns
        /// the carriage.
        package init?(_ descriptor: Int32) {
            self.descriptor = descriptor
            guard tcgetattr(descriptor, original) == 0 else {
                original.deallocate()
                raw.deallocate()
                return nil
            }
            raw.pointee = original.pointee
            cfmakeraw(raw)
            raw.pointee.c_oflag = original.pointee.c_oflag
        }

        deinit {
            original.deallocate()
            raw.deallocate()
        }

        /// Switches to raw mode once the output written so far has been sent.
        package func takeRaw() { _ = tcsetattr(descriptor, TCSADRAIN, raw) }

        /// Puts the settings back as they were found.
        package func restore() { _ = tcsetattr(descriptor, TCSADRAIN, original) }
    }
}
