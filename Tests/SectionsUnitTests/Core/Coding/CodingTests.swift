import Testing

/// The suites for `Sources/Format/Coding`: JSON in and out of the node tree.
@Suite enum CodingTests {}
