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
    products: [
        .library(name: "Sections", targets: ["Sections"]),
        .executable(name: "sections", targets: ["SectionsCommand"]),
        .executable(name: "sections-bench", targets: ["SectionsBench"]),
    ],
    targets: [
        .target(name: "Sections", swiftSettings: strict),
        .executableTarget(
            name: "SectionsCommand", dependencies: ["Sections"], swiftSettings: strict),
        .executableTarget(
            name: "SectionsBench", dependencies: ["Sections"], swiftSettings: strict),
        .testTarget(
            name: "SectionsTests", dependencies: ["Sections"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
