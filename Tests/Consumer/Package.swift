// swift-tools-version: 6.0
import PackageDescription

// A package that uses SectionsTesting the way a user's package does, through a path
// dependency, from both test frameworks. Scripts/check-consumer builds and runs it and
// checks that the right expectations pass and the wrong ones fail with their difference.
let package = Package(
    name: "Consumer",
    // The root package's: a package that depends on it cannot build for less than the
    // SectionsTesting library requires (macOS 13).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "Sections", path: "../..")],
    targets: [
        .testTarget(
            name: "XCTestConsumer",
            dependencies: [.product(name: "SectionsTesting", package: "Sections")],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "SwiftTestingConsumer",
            dependencies: [.product(name: "SectionsTesting", package: "Sections")],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
