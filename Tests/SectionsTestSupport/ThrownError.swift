/// The error of type `E` that `body` throws, or `nil` when it throws none or another.
///
/// `#expect(throws:)` and `#require(throws:)` return the error only from Swift 6.1 on
/// (swift-testing's proposal ST-0006), and the package supports Swift 6.0: where a test
/// reads the error, `try #require(thrownError(E.self) { … })` stands for
/// `try #require(throws: E.self) { … }`.
func thrownError<E: Error, Result>(_: E.Type, by body: () throws -> Result) -> E? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? E
    }
}
