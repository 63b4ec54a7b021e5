// swift-tools-version: 6.0
import PackageDescription

// A package that uses SectionsTesting the way a user's package does, through a path
// dependency, from both test frameworks. Scripts/check-consumer builds and runs it and
// checks that the right expectations pass and the wrong ones fail with their difference.
let package = Package(
    name: "Consumer",
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
