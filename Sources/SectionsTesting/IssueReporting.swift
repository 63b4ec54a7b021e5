import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a failed expectation is reported, in both frameworks' terms.
///
/// The expectation functions take the caller's file, line and column as default
/// arguments (`#fileID`, `#filePath`, `#line`, `#column`), the way XCTest's assertions do,
/// rather than through a macro; so calling them needs neither `import Testing` nor
/// `import XCTest`.
struct CallSite {
    let fileID: String
    let file: StaticString
    let line: UInt
    let column: UInt

    /// The same place as a Swift Testing source location.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
    }
}

/// Where a failure goes: the test framework that runs the calling test.
enum Failure {
    /// A failed Swift Testing expectation, from an explicit source location.
    case issue(SourceLocation)
    /// A failure in whichever framework runs the current test.
    case callSite(CallSite)

    /// Records the failure with the framework that runs the current test.
    ///
    /// Swift Testing sets `Test.current` for the whole of a test; when it is not set, the
    /// caller is an XCTest test and `XCTFail` fails it. (An issue recorded from an
    /// `XCTestCase` would be lost, and an `XCTFail` from a `@Test` would not fail it.)
    /// `Test.current` is task-local, so a detached task in a `@Test` sees none: the issue
    /// is recorded then as well, and Swift Testing fails the run with it, while XCTest
    /// ignores it.
    func record(_ message: String) {
        switch self {
        case .issue(let location):
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        case .callSite(let site) where Test.current != nil:
            Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
        case .callSite(let site):
            #if canImport(XCTest)
                XCTFail(message, file: site.file, line: site.line)
            #endif
            Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
        }
    }
}
