import Testing

/// The suites for `Sources/Sections/Coding`: JSON in and out of the node tree.
@Suite enum CodingTests {}
