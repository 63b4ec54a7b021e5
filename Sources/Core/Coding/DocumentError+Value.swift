extension DocumentError {
    /// The value of `result`, what a decoder made of `bytes`, or its error: when the
    /// decoder's errors are not those of ``Document/init(jsonBytes:)``, the error of
    /// decoding `bytes` as a whole document, so that every reader reports bad input alike.
    package static func value<Value>(
        of result: Result<Value, DocumentError>, decoding bytes: UnsafeBufferPointer<UInt8>,
        errorsAreExact: Bool
    ) throws(DocumentError) -> Value {
        switch result {
        case .success(let value): return value
        case .failure(let error):
            if !errorsAreExact { _ = try Document(jsonBytes: bytes) }
            throw error
        }
    }
}
