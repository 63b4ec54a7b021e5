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
    // need it. Nothing may need Swift 6's runtime (macOS 15, iOS 18): not `Mutex` (the
    // package's `Locked` instead), not `String(validating:)`, and no typed-throws or
    // `@isolated(any)` function type wherever its metadata is needed: as a generic
    // argument (an array of such closures, Optional's `!=` on one), a cast, an existential
    // or a metatype (swiftlang/swift, lib/Sema/TypeCheckAvailability.cpp,
    // `checkTypeMetadataAvailability`). Declaring, storing, calling and binding them with
    // `if let` or a pattern is free.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    // The library, its assertions for tests, and the command. The playgrounds, the bench
    // and the baseline are executable targets only: `swift run NAME` runs each from a
    // checkout, and a package that depends on this one does not see them.
    products: [
        .library(name: "Sections", targets: ["Sections"]),
        .library(name: "SectionsTesting", targets: ["SectionsTesting"]),
        .executable(name: "sections", targets: ["SectionsCommand"]),
    ],
    targets: [
        // The package's one door to the C library: every call into Glibc, Musl or Darwin,
        // for every target (Scripts/check-platform-seam keeps it so).
        .target(name: "Syscalls", swiftSettings: strict),
        // The stages (Sources/Sections/Sections.docc/ThePipeline.md has the table of which
        // may import which, and Scripts/check-module-imports holds them to it). The core
        // imports nothing but the Swift standard library.
        .target(name: "Core", swiftSettings: strict),
        .target(name: "Files", dependencies: ["Core", "Syscalls"], swiftSettings: strict),
        .target(name: "Interactive", dependencies: ["Core", "Files", "Syscalls"], swiftSettings: strict),
        .target(name: "Sections", dependencies: ["Core", "Files", "Interactive"], swiftSettings: strict),
        .target(name: "SectionsTesting", dependencies: ["Sections", "Syscalls"], swiftSettings: strict),
        .target(name: "SectionsCLI", dependencies: ["Sections"], swiftSettings: strict),
        .executableTarget(
            name: "SectionsCommand", dependencies: ["SectionsCLI", "Syscalls"], swiftSettings: strict),
        // SectionsCommand and sections-baseline only so that `swift run sections-bench` also
        // builds the programs its report times, and never times stale ones; they are not
        // linked in.
        .executableTarget(
            name: "sections-bench",
            dependencies: ["Sections", "Syscalls", "SectionsCommand", "sections-baseline"],
            path: "Sources/SectionsBench", exclude: ["README.md", "Peer"], swiftSettings: strict),
        // The hand-written limit the benchmark compares with: no DSL, no library.
        .executableTarget(
            name: "sections-baseline", dependencies: ["Syscalls"], path: "Sources/SectionsBaseline",
            swiftSettings: strict),
        .executableTarget(
            name: "settings-listing", dependencies: ["Sections"], path: "Playgrounds/SettingsListing",
            swiftSettings: strict),
        .executableTarget(
            name: "terminal-status", dependencies: ["Sections"], path: "Playgrounds/TerminalStatus",
            swiftSettings: strict),
        .executableTarget(
            name: "markdown-report", dependencies: ["Sections"], path: "Playgrounds/MarkdownReport",
            swiftSettings: strict),
        .executableTarget(
            name: "html-page", dependencies: ["Sections"], path: "Playgrounds/HTMLPage",
            swiftSettings: strict),
        .executableTarget(
            name: "json-export", dependencies: ["Sections"], path: "Playgrounds/JSONExport",
            swiftSettings: strict),
        .executableTarget(
            name: "csv-renderer", dependencies: ["Sections"], path: "Playgrounds/CSVRenderer",
            swiftSettings: strict),
        .executableTarget(
            name: "live-progress", dependencies: ["Sections"], path: "Playgrounds/LiveProgress",
            swiftSettings: strict),
        .executableTarget(
            name: "edit-and-diff", dependencies: ["Sections"], path: "Playgrounds/EditAndDiff",
            swiftSettings: strict),
        .executableTarget(
            name: "process-table", dependencies: ["Sections"], path: "Playgrounds/ProcessTable",
            swiftSettings: strict),
        .executableTarget(
            name: "file-grid", dependencies: ["Sections"], path: "Playgrounds/FileGrid", swiftSettings: strict
        ),
        .executableTarget(
            name: "file-tree", dependencies: ["Sections"], path: "Playgrounds/FileTree", swiftSettings: strict
        ),
        .executableTarget(
            name: "panelled-report", dependencies: ["Sections"], path: "Playgrounds/PanelledReport",
            swiftSettings: strict),
        .executableTarget(
            name: "interactive-list", dependencies: ["Sections", "Syscalls"],
            path: "Playgrounds/InteractiveList",
            swiftSettings: strict),
        // Type-checking cost of builder blocks; `.ci/run` guards it (see Scripts/).
        .target(
            name: "CompileFixtures", dependencies: ["Sections"], path: "Tests/CompileFixtures",
            swiftSettings: strict),
        // What the test targets share: the independent checkers, the expected readings
        // and running a process.
        .target(
            name: "SectionsTestSupport", dependencies: ["Sections", "Syscalls"],
            path: "Tests/SectionsTestSupport",
            swiftSettings: strict),
        // The library in-process: nothing here runs a program of the package.
        .testTarget(
            name: "SectionsUnitTests",
            dependencies: [
                "Sections", "Core", "Files", "Interactive", "SectionsTesting", "SectionsTestSupport",
                "Syscalls",
            ],
            swiftSettings: strict),
        // The command, the playgrounds, the bench's workload, pseudo-terminals and tmux. The
        // executables are not dependencies: `swift test` builds every target before it runs
        // the tests, which find the programs beside the test bundle, so a unit test run with
        // `--test-product SectionsPackageTests` builds none of them (see the README).
        .testTarget(
            name: "SectionsEndToEndTests",
            dependencies: [
                "Sections", "Core", "Files", "Interactive", "SectionsCLI", "SectionsTesting",
                "SectionsTestSupport", "Syscalls",
            ],
            swiftSettings: strict),
        // Every Swift block of the README and the DocC articles, compiled and run
        // (Scripts/extract-doc-samples.py writes Generated/ from the Markdown).
        .testTarget(
            name: "DocumentationSamples",
            dependencies: ["Sections", "SectionsTesting", "SectionsTestSupport"],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
