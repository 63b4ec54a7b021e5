// swift-tools-version: 6.0
import PackageDescription

/// Strictness is switched on once, here, for every target.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Sections",
    // The first releases with Swift 5.7's standard library: Duration and ContinuousClock
    // (the interactive list's timing) and its string searching (`contains`, `replacing`)
    // need it. Nothing needs Swift 6's runtime (macOS 15): typed-throws and @isolated(any)
    // function types need it only when cast or reflected, which the package never does,
    // and `String(validating:)` is avoided.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Sections", targets: ["Sections"]),
        .library(name: "SectionsTesting", targets: ["SectionsTesting"]),
        .executable(name: "sections", targets: ["SectionsCommand"]),
        .executable(name: "sections-bench", targets: ["SectionsBench"]),
        .executable(name: "sections-baseline", targets: ["SectionsBaseline"]),
        .executable(name: "settings-listing", targets: ["SettingsListing"]),
        .executable(name: "terminal-status", targets: ["TerminalStatus"]),
        .executable(name: "markdown-report", targets: ["MarkdownReport"]),
        .executable(name: "html-page", targets: ["HTMLPage"]),
        .executable(name: "json-export", targets: ["JSONExport"]),
        .executable(name: "csv-renderer", targets: ["CSVRenderer"]),
        .executable(name: "live-progress", targets: ["LiveProgress"]),
        .executable(name: "edit-and-diff", targets: ["EditAndDiff"]),
        .executable(name: "process-table", targets: ["ProcessTable"]),
        .executable(name: "file-grid", targets: ["FileGrid"]),
        .executable(name: "panelled-report", targets: ["PanelledReport"]),
        .executable(name: "interactive-list", targets: ["InteractiveList"]),
    ],
    targets: [
        .target(name: "Sections", swiftSettings: strict),
        .target(name: "SectionsTesting", dependencies: ["Sections"], swiftSettings: strict),
        .target(name: "SectionsCLI", dependencies: ["Sections"], swiftSettings: strict),
        .executableTarget(
            name: "SectionsCommand", dependencies: ["SectionsCLI"], swiftSettings: strict),
        // SectionsCommand and SectionsBaseline only so that `swift run sections-bench` also
        // builds the programs its report times, and never times stale ones; they are not
        // linked in.
        .executableTarget(
            name: "SectionsBench", dependencies: ["Sections", "SectionsCommand", "SectionsBaseline"],
            exclude: ["README.md", "Peer"], swiftSettings: strict),
        // The hand-written limit the benchmark compares with: no DSL, no library.
        .executableTarget(name: "SectionsBaseline", swiftSettings: strict),
        .executableTarget(
            name: "SettingsListing", dependencies: ["Sections"], path: "Playgrounds/SettingsListing",
            swiftSettings: strict),
        .executableTarget(
            name: "TerminalStatus", dependencies: ["Sections"], path: "Playgrounds/TerminalStatus",
            swiftSettings: strict),
        .executableTarget(
            name: "MarkdownReport", dependencies: ["Sections"], path: "Playgrounds/MarkdownReport",
            swiftSettings: strict),
        .executableTarget(
            name: "HTMLPage", dependencies: ["Sections"], path: "Playgrounds/HTMLPage",
            swiftSettings: strict),
        .executableTarget(
            name: "JSONExport", dependencies: ["Sections"], path: "Playgrounds/JSONExport",
            swiftSettings: strict),
        .executableTarget(
            name: "CSVRenderer", dependencies: ["Sections"], path: "Playgrounds/CSVRenderer",
            swiftSettings: strict),
        .executableTarget(
            name: "LiveProgress", dependencies: ["Sections"], path: "Playgrounds/LiveProgress",
            swiftSettings: strict),
        .executableTarget(
            name: "EditAndDiff", dependencies: ["Sections"], path: "Playgrounds/EditAndDiff",
            swiftSettings: strict),
        .executableTarget(
            name: "ProcessTable", dependencies: ["Sections"], path: "Playgrounds/ProcessTable",
            swiftSettings: strict),
        .executableTarget(
            name: "FileGrid", dependencies: ["Sections"], path: "Playgrounds/FileGrid", swiftSettings: strict),
        .executableTarget(
            name: "PanelledReport", dependencies: ["Sections"], path: "Playgrounds/PanelledReport",
            swiftSettings: strict),
        .executableTarget(
            name: "InteractiveList", dependencies: ["Sections"], path: "Playgrounds/InteractiveList",
            swiftSettings: strict),
        // Type-checking cost of builder blocks; `.ci/run` guards it (see Scripts/).
        .target(
            name: "CompileFixtures", dependencies: ["Sections"], path: "Tests/CompileFixtures",
            swiftSettings: strict),
        .testTarget(
            name: "SectionsTests",
            // The executables are dependencies so that they are built before the tests run them.
            dependencies: [
                "Sections", "SectionsCLI", "SectionsTesting", "SectionsCommand", "SectionsBench",
                "SectionsBaseline", "SettingsListing",
                "TerminalStatus", "MarkdownReport", "HTMLPage", "JSONExport", "CSVRenderer",
                "LiveProgress", "EditAndDiff", "ProcessTable", "FileGrid", "PanelledReport",
                "InteractiveList",
            ],
            swiftSettings: strict),
        // Every Swift block of the README and the DocC articles, compiled and run
        // (Scripts/extract-doc-samples.py writes Generated/ from the Markdown).
        .testTarget(
            name: "DocumentationSamples", dependencies: ["Sections", "SectionsTesting"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
