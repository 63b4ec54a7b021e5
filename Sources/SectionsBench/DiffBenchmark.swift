import Sections
import Syscalls

/// `sections-bench diff [--emit] N`: times building the edited copy, diffing, applying and
/// writing the changeset; with `--emit`, writes the changeset JSON to standard output for
/// whole-process timing.
enum DiffBenchmark {
    static func run(items n: Int, emit: Bool) {
        let t0 = Platform.now()
        let old = Workload.document(items: n)
        let new = DiffWorkload.edited(old)
        let t1 = Platform.now()
        let changeset: Changeset
        do { changeset = try Changeset(from: old, to: new) } catch { fail("error: \(error)", status: 1) }
        let t2 = Platform.now()
        if emit {
            var output = StandardOutput()
            changeset.writeJSON(to: &output)
            do { try output.flush() } catch { fail("error: \(error)", status: 1) }
            // Like the plain `--emit` and the baseline, the process ends here rather than
            // freeing two documents item by item on its way out.
            Platform.exit(0)
        }
        let applied: Document
        do { applied = try old.applying(changeset) } catch { fail("error: \(error)", status: 1) }
        let t3 = Platform.now()
        var sink = Sink()
        changeset.writeJSON(to: &sink)
        let t4 = Platform.now()
        guard applied == new else { fail("error: applying the changeset did not give NEW", status: 1) }
        let counts = [changeset.items.deleted, changeset.items.inserted, changeset.items.updated]
            .map(\.count)
        print("sections-\(n) diff: 1% of items deleted, inserted, moved and updated")
        print("  build   \(ms(t1 - t0))   (both documents)")
        print("  diff    \(ms(t2 - t1))   \(Int(Double(2 * n) / (t2 - t1))) items/s")
        print("  apply   \(ms(t3 - t2))")
        print("  json    \(ms(t4 - t3))   \(sink.bytes) bytes")
        print(
            "  changes \(counts[0]) deleted, \(counts[1]) inserted, \(changeset.items.moved.count) moved, "
                + "\(counts[2]) updated items")
    }
}
