import { type Scale, scaleSchema } from "@gradeatlas/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NoUsEquivalenceNotice, ScaleBandTable } from "./scale-band-table";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const scale = (extra: object): Scale =>
  scaleSchema.parse({
    id: "xx-twenty",
    name: "Local 0–20",
    level: "undergraduate",
    scope: { type: "national" },
    direction: "higher-better",
    grades: { type: "numeric", min: 0, max: 20, step: 0.5 },
    bestGrade: "20",
    passMark: "10",
    method: {
      type: "bands",
      profile: "standard",
      bands: [
        { from: 10, to: 20, localLabel: "Passable or better", us: "C" },
        { from: 0, to: 9.5, localLabel: "Ajourné", us: "F" },
      ],
    },
    sources: [{ publisher: "Ministry", title: "Grades", url: "https://example.org/g", accessed: "2026-11-26" }],
    lastReviewed: "2026-11-26",
    ...extra,
  });
const bandsOf = (s: Scale) => s.method as Extract<Scale["method"], { type: "bands" }>;

describe("a scale's bands on its page and in the calculator", () => {
  it("shows the US letter of each band of a scale that converts", () => {
    const s = scale({});
    const shown = text(renderToStaticMarkup(<ScaleBandTable scale={s} method={bandsOf(s)} />));
    expect(shown).toContain("US letter");
    expect(shown).toContain("10–20 Passable or better C in GPA");
  });

  it("lists the other ways transcripts write a grade under the table, by grade", () => {
    const s = scale({
      grades: {
        type: "labels",
        labels: ["First Class", "Upper Second Class", "Fail"],
        writtenAs: { "1st": "First Class", "2:1": "Upper Second Class", "Second Class Upper": "Upper Second Class" },
      },
      bestGrade: "First Class",
      passMark: "Upper Second Class",
      method: {
        type: "bands",
        profile: "standard",
        bands: [
          { label: "First Class", us: "A-" },
          { label: "Upper Second Class", us: "B" },
          { label: "Fail", us: "F" },
        ],
      },
    });
    const shown = text(renderToStaticMarkup(<ScaleBandTable scale={s} method={bandsOf(s)} />));
    expect(shown).toContain(
      "Also read as written on transcripts: First Class: “1st” Upper Second Class: “2:1”, “Second Class Upper”",
    );
    const worded = scale({ grades: { type: "numeric", min: 0, max: 20, step: 0.1, writtenAs: { Bien: "14–15.9" } } });
    expect(text(renderToStaticMarkup(<ScaleBandTable scale={worded} method={bandsOf(worded)} />))).toContain(
      "Also read as written on transcripts (a word that covers a range of marks is read at the weakest of them): 14–15.9: “Bien”",
    );
    const plain = scale({});
    expect(text(renderToStaticMarkup(<ScaleBandTable scale={plain} method={bandsOf(plain)} />))).not.toContain(
      "Also read as written",
    );
  });

  it("shows only the local meaning for a scale with local grades only, and says why", () => {
    const s = scale({
      usEquivalence: "none-published",
      method: {
        type: "bands",
        profile: "standard",
        bands: [
          { from: 10, to: 20, localLabel: "Passable or better" },
          { from: 0, to: 9.5, localLabel: "Ajourné" },
        ],
      },
    });
    const shown = text(renderToStaticMarkup(<ScaleBandTable scale={s} method={bandsOf(s)} />));
    expect(shown).not.toContain("US letter");
    expect(shown).toContain("Local bands of Local 0–20");
    expect(shown).toContain("10–20 Passable or better");
    const notice = text(renderToStaticMarkup(<NoUsEquivalenceNotice scale={s} />));
    expect(notice).toContain("No published US equivalence yet");
    expect(notice).not.toContain("Only calculator or aggregator sites describe");
    // When even the local grades rest on calculator sites only, the notice says that too.
    const fromCalculators = scale({
      ...s,
      sources: [
        { publisher: "GPA Calculator", title: "Grades", url: "https://gpacalculator.net/x", accessed: "2026-11-26" },
      ],
    });
    expect(text(renderToStaticMarkup(<NoUsEquivalenceNotice scale={fromCalculators} />))).toContain(
      "Only calculator or aggregator sites describe these local grades",
    );
  });
});
