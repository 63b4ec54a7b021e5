import Testing

/// The comment of a known issue that a test causes on purpose, to check what one of
/// SectionsTesting's assertions reports: the run's output shows it beside the issue, so
/// that the issue is not read as a failure.
let failsOnPurpose: Comment = "expected: this assertion fails on purpose, to check what it reports"
