import Testing

/// The suites for `Sources/Core/Coding`: JSON in and out of the node tree.
@Suite enum CodingTests {}
