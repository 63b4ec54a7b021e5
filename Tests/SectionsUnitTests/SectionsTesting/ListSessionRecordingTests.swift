import Sections
import SectionsTesting
import Testing

@testable import Core
@testable import Interactive
@testable import SectionsTestSupport

/// A scripted session as one animated SVG: its exact bytes, what an XML parser reads back
/// from each frame, when each frame is shown, and hostile text kept as text.
@Suite struct ListSessionRecordingTests {
    static let menu = Document {
        Section(id: "drinks", header: "Drinks") {
            Text("tea").id("tea")
            Text("water").id("water")
        }
    }

    @Test func aSmallSessionIsTheseBytes() throws {
        let session = try InteractiveList(Self.menu).session(rows: 3, columns: 12, keys: "Down w")
        // The highlighted row is reversed, the match in it green; the status line faint.
        #expect(
            session.recording() == """
                <svg xmlns="http://www.w3.org/2000/svg" width="132" height="84" viewBox="0 0 132 84" \
                font-family="\(SVGGeometry.fontFamily)" font-size="15">
                <style>
                text{fill:#e5e5e5;white-space:pre}
                path{fill:#e5e5e5}
                .box{fill:none}
                .s0{opacity:0.6}
                .s1{font-weight:bold}
                .s2{fill:#1e1e1e}
                .s3{fill:#1e1e1e;font-weight:bold}
                .f{visibility:hidden;animation-duration:3000ms;animation-timing-function:step-end;\
                animation-iteration-count:infinite}
                .f0{animation-name:k0}
                @keyframes k0{0%{visibility:visible}16.666%{visibility:hidden}}
                .f1{animation-name:k1}
                @keyframes k1{0%{visibility:hidden}16.666%{visibility:visible}33.333%{visibility:hidden}}
                .f2{animation-name:k2}
                @keyframes k2{0%{visibility:hidden}33.333%{visibility:visible}100%{visibility:visible}}
                </style>
                <rect width="132" height="84" rx="8" fill="#1e1e1e"/>
                <g class="f f0">
                <text x="12" y="27" textLength="54" class="s0">&gt;     </text>
                <text x="66" y="27" textLength="54" class="s0">2 of 2</text>
                <text x="12" y="47" textLength="54" class="s1">Drinks</text>
                <rect x="12" y="52" width="45" height="20" fill="#e5e5e5"/>
                <text x="12" y="67" textLength="45" class="s2">&gt; tea</text>
                </g>
                <g class="f f1">
                <text x="12" y="27" textLength="54" class="s0">&gt;     </text>
                <text x="66" y="27" textLength="54" class="s0">2 of 2</text>
                <text x="12" y="47" textLength="54" class="s1">Drinks</text>
                <rect x="12" y="52" width="63" height="20" fill="#e5e5e5"/>
                <text x="12" y="67" textLength="63" class="s2">&gt; water</text>
                </g>
                <g class="f f2">
                <text x="12" y="27" textLength="54" class="s0">&gt; w   </text>
                <text x="66" y="27" textLength="54" class="s0">1 of 2</text>
                <text x="12" y="47" textLength="54" class="s1">Drinks</text>
                <rect x="12" y="52" width="18" height="20" fill="#e5e5e5"/>
                <text x="12" y="67" textLength="18" class="s2">&gt; </text>
                <rect x="30" y="52" width="9" height="20" fill="#00cd00"/>
                <text x="30" y="67" textLength="9" class="s3">w</text>
                <rect x="39" y="52" width="36" height="20" fill="#e5e5e5"/>
                <text x="39" y="67" textLength="36" class="s2">ater</text>
                </g>
                </svg>

                """)
    }

    /// Times from outside are cut at about 31 years: a pace or pauses of any length give a
    /// picture, never an overflow.
    @Test func anyPaceOrPauseIsCutToTheLatestTime() throws {
        let steps: [SessionStep] =
            [.pause(.seconds(Int64.max)), .pause(.seconds(Int64.max))] + SessionStep.keys("Down")
        let session = try ListSession(InteractiveList(Self.menu), rows: 3, columns: 12, steps: steps)
        #expect(session.frames.map(\.time) == [.zero, SVGRecording.latest])
        let latest = "animation-duration:\(1_000_000_000_000 + 2_000)ms"
        #expect(session.recording().contains(latest))
        let paced = try InteractiveList(Self.menu).session(rows: 3, columns: 12, keys: "Down Down")
        #expect(paced.recording(pace: .seconds(Int64.max)).contains(latest))
        #expect(SVGRecording.time(ofFrame: 3, pace: .milliseconds(Int.max)) == SVGRecording.latest)
        #expect(SVGRecording.time(ofFrame: 3, pace: .milliseconds(-5)) == .zero)
    }

    @Test(.needsPython) func everyFrameIsAGroupShownFromItsTimeUntilTheNext() throws {
        let session = try InteractiveList(Self.menu).session(rows: 4, columns: 20, keys: "Down Down w a")
        let reading = try Checkers.recording(session.recording())
        #expect(reading.errors == [])
        let times = session.frames.map {
            Int($0.time.components.seconds * 1000)
                + Int($0.time.components.attoseconds / 1_000_000_000_000_000)
        }
        #expect(reading.duration == times.last! + 2000)
        #expect(
            reading.frames.map(\.shown)
                == times.indices.map {
                    [[times[$0], $0 + 1 < times.count ? times[$0 + 1] : reading.duration]]
                })
        let pictures = try Checkers.svg(reading.frames.map(\.svg))
        #expect(pictures.map(\.errors) == Array(repeating: [], count: session.frames.count))
        #expect(
            pictures.map { $0.lines.map(Self.trimmed) } == session.frames.map { $0.lines.map(Self.trimmed) })
    }

    @Test(.needsPython) func aPaceSpacesTheFramesEvenly() throws {
        let session = try ListSession(
            InteractiveList(Self.menu), rows: 4, columns: 20,
            steps: [.key(.down), .pause(.seconds(3)), .key(.up)])
        #expect(
            try Checkers.recording(session.recording()).frames.map(\.shown) == [
                [[0, 500]], [[500, 4000]], [[4000, 6000]],
            ])
        #expect(
            try Checkers.recording(session.recording(pace: .milliseconds(250))).frames.map(\.shown) == [
                [[0, 250]], [[250, 500]], [[500, 2500]],
            ])
    }

    @Test(.needsChromium) func chromiumShowsEachFrameAtItsTimeAndLoops() throws {
        let session = try InteractiveList(Self.menu).session(rows: 4, columns: 20, keys: "Down Down w")
        // Frames at 0, 500, 1000 and 1500 ms, the last held until 3500: each time is inside
        // one frame, and 3750 is 250 into the second loop.
        let shown = try Checkers.framesShown(in: session.recording(), at: [250, 750, 1250, 1750, 3400, 3750])
        #expect(shown == [[0], [1], [2], [3], [3], [0]])
    }

    @Test(.needsPython) func hostileTextStaysText() throws {
        let hostile = "</text><script>alert(1)</script>&amp;\"'<g>]]>"
        let document = Document {
            Section(header: "<style>*{}</style>") { Text(hostile) }
        }
        let image = try InteractiveList(document).session(rows: 4, columns: 60, keys: "Down").recording()
        #expect(!image.contains("<script") && !image.contains("<g>") && !image.contains("<style>*"))
        let reading = try Checkers.recording(image)
        #expect(reading.errors == [])
        let pictures = try Checkers.svg(reading.frames.map(\.svg))
        #expect(pictures.allSatisfy { $0.errors.isEmpty })
        #expect(pictures.allSatisfy { $0.lines.contains { $0.contains(hostile) } })
        #expect(pictures.allSatisfy { $0.lines.contains { $0.contains("<style>*{}</style>") } })
    }

    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
