/// Discards what it is given after copying it, as writing to `/dev/null` would.
struct Sink: TextOutputStream {
    var bytes = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var used = 0
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            bytes += utf8.count
            let count = min(utf8.count, buffer.count)
            guard count > 0, let source = utf8.baseAddress else { return }
            if used + count > buffer.count { used = 0 }
            buffer.withUnsafeMutableBufferPointer { target in
                (target.baseAddress! + used).update(from: source, count: count)
            }
            used += count
        }
    }
}
