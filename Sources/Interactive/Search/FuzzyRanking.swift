import Core

extension FuzzySearch {
    /// The finished result in display order: sections ordered by their best score (ties:
    /// document order), items within a section by score (ties: document order).
    /// sectionStarts[s] = global index of section s's first item, plus a final element =
    /// item count. Items before the first start count as the first section's, items from
    /// the final element on as the last's.
    package func ranked(sectionStarts: [Int32]) -> [Int32] {
        rankedWithSections(sectionStarts: sectionStarts).items
    }

    /// ``ranked(sectionStarts:)``, with the section of each item beside it.
    ///
    /// The matches ascend, so each section's are one run of them: the runs are ordered by
    /// their best score, and each run by score on its own, in O(n) but for runs whose
    /// scores spread far wider than their length (items thousands of characters long),
    /// which take a comparison sort. Sorting all matches by score and then by section, as
    /// this did, took two passes over every match and five arrays as long.
    package func rankedWithSections(sectionStarts: [Int32]) -> (items: [Int32], sections: [Int32]) {
        let count = matches.count
        guard count > 0 else { return ([], []) }
        let runs = sectionRuns(sectionStarts: sectionStarts)
        let order = Self.byBestScore(runs)
        var items = [Int32](repeating: 0, count: count)
        var sections = [Int32](repeating: 0, count: count)
        var counts: [Int] = []
        scores.withUnsafeBufferPointer { scores in
            items.withUnsafeMutableBufferPointer { items in
                sections.withUnsafeMutableBufferPointer { sections in
                    var out = 0
                    for r in order {
                        let run = runs[Int(r)]
                        let placed = UnsafeMutableBufferPointer(rebasing: items[out..<out + run.count])
                        Self.order(run, scores: scores, into: placed, counts: &counts)
                        for k in out..<out + run.count { sections[k] = run.section }
                        out += run.count
                    }
                }
            }
        }
        // The runs were ordered as positions in `matches`.
        matches.withUnsafeBufferPointer { matches in
            for k in 0..<count { items[k] = matches[Int(items[k])] }
        }
        return (items, sections)
    }

    /// The matches of one section: `count` of them from position `start` in `matches`.
    private struct Run {
        package var section: Int32
        package var start: Int
        package var count: Int
        package var best: Int32
        package var lowest: Int32
    }

    /// The runs of matches of each section with any, in document order.
    private func sectionRuns(sectionStarts: [Int32]) -> [Run] {
        let sectionCount = max(sectionStarts.count - 1, 1)
        var runs: [Run] = []
        var section = 0
        for index in matches.indices {
            let item = matches[index]
            let before = section
            while section + 1 < sectionCount && sectionStarts[section + 1] <= item { section += 1 }
            let score = scores[index]
            if runs.isEmpty || section != before {
                runs.append(Run(section: Int32(section), start: index, count: 1, best: score, lowest: score))
            } else {
                runs[runs.count - 1].count += 1
                runs[runs.count - 1].best = max(runs[runs.count - 1].best, score)
                runs[runs.count - 1].lowest = min(runs[runs.count - 1].lowest, score)
            }
        }
        return runs
    }

    /// The runs' places, best score first, ties in document order: a counting sort when
    /// the best scores span less than a table as long as the runs would cost.
    private static func byBestScore(_ runs: [Run]) -> [Int32] {
        let highest = runs.map(\.best).max() ?? 0
        let lowest = runs.map(\.best).min() ?? 0
        let range = Int(highest) - Int(lowest) + 1
        guard range <= 4 * runs.count + 4096 else {
            return runs.indices.sorted {
                runs[$0].best != runs[$1].best ? runs[$0].best > runs[$1].best : $0 < $1
            }
            .map { Int32($0) }
        }
        var starts = [Int](repeating: 0, count: range + 1)
        for run in runs { starts[Int(highest - run.best) + 1] += 1 }
        for key in 0..<range { starts[key + 1] += starts[key] }
        var order = [Int32](repeating: 0, count: runs.count)
        for (place, run) in runs.enumerated() {
            let key = Int(highest - run.best)
            order[starts[key]] = Int32(place)
            starts[key] += 1
        }
        return order
    }

    /// Writes the positions of `run`'s matches into `placed`, by score descending, ties in
    /// position order: by insertion when the run is short, else by counting over its
    /// scores, else by comparison.
    private static func order(
        _ run: Run, scores: UnsafeBufferPointer<Int32>, into placed: UnsafeMutableBufferPointer<Int32>,
        counts: inout [Int]
    ) {
        let range = Int(run.best) - Int(run.lowest) + 1
        if run.count <= 16 {
            for k in 0..<run.count {
                let position = run.start + k
                let score = scores[position]
                var j = k
                while j > 0 && scores[Int(placed[j - 1])] < score {
                    placed[j] = placed[j - 1]
                    j -= 1
                }
                placed[j] = Int32(position)
            }
        } else if range <= 4 * run.count + 256 {
            if counts.count < range + 1 { counts = [Int](repeating: 0, count: range + 1) }
            for key in 0...range { counts[key] = 0 }
            for position in run.start..<run.start + run.count {
                counts[Int(run.best - scores[position]) + 1] += 1
            }
            for key in 0..<range { counts[key + 1] += counts[key] }
            for position in run.start..<run.start + run.count {
                let key = Int(run.best - scores[position])
                placed[counts[key]] = Int32(position)
                counts[key] += 1
            }
        } else {
            let sorted = (run.start..<run.start + run.count).sorted {
                scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1
            }
            for (k, position) in sorted.enumerated() { placed[k] = Int32(position) }
        }
    }
}
