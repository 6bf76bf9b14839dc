import type { AlternativeConversion, Source } from "@gradeatlas/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SourceLinks } from "./source-links";
import { SourcesDisagree } from "./sources-disagree";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
const source = (url: string, publisher: string): Source => ({
  publisher,
  title: "Grades",
  url,
  accessed: "2026-11-25",
});

describe("what the sources of a result say about it", () => {
  it("warns when every source is a calculator or aggregator site, and only then", () => {
    const calculators = [
      source("https://gradecalculator.io/x", "GradeCalculator.io"),
      source("https://www.scholaro.com/x", "Scholaro"),
    ];
    expect(text(renderToStaticMarkup(<SourceLinks sources={calculators} />))).toContain(
      "Only calculator or aggregator sites publish this table",
    );
    const withNuffic = [...calculators, source("https://www.nuffic.nl/x", "Nuffic")];
    expect(text(renderToStaticMarkup(<SourceLinks sources={withNuffic} />))).not.toMatch(/calculator or aggregator/);
  });

  it("says the US letters come only from calculator sites when other sources confirm only the local scale", () => {
    const localOnly = (url: string, publisher: string) => ({
      ...source(url, publisher),
      confirms: "local-scale" as const,
    });
    const sources = [
      localOnly("https://eurydice.eacea.ec.europa.eu/a", "Eurydice"),
      source("https://gradecalculator.io/x", "GradeCalculator.io"),
      localOnly("https://www.minedu.example/grades", "Ministry of Education"),
      localOnly("https://eurydice.eacea.ec.europa.eu/b", "Eurydice (European Commission)"),
    ];
    const shown = text(renderToStaticMarkup(<SourceLinks sources={sources} />));
    expect(shown).toContain(
      "The local scale is confirmed by Eurydice and Ministry of Education; the US equivalents come only from calculator or aggregator sites, as far as we found. Treat the result as indicative.",
    );
    expect(shown).not.toContain("Only calculator or aggregator sites publish this table");
    // A university giving US equivalents too: no notice.
    const withUniversity = [...sources, source("https://www.sgs.utoronto.ca/x", "University of Toronto")];
    expect(text(renderToStaticMarkup(<SourceLinks sources={withUniversity} />))).not.toMatch(
      /calculator or aggregator/,
    );
  });

  it("says when the US letters come from encyclopedias or news pages, with or without calculator sites", () => {
    const wikipedia = source("https://en.wikipedia.org/wiki/Academic_grading_in_Serbia", "Wikipedia");
    const ministry = {
      ...source("https://www.mpn.gov.rs/grades", "Ministry of Education (Serbia)"),
      confirms: "local-scale" as const,
    };
    expect(text(renderToStaticMarkup(<SourceLinks sources={[wikipedia, ministry]} />))).toContain(
      "No official body, credential evaluator or university gives these US equivalents, as far as we found: they come from Wikipedia. Treat the result as indicative.",
    );
    const withCalculator = [wikipedia, source("https://www.scholaro.com/x", "Scholaro")];
    expect(text(renderToStaticMarkup(<SourceLinks sources={withCalculator} />))).toContain(
      "they come from Wikipedia and calculator or aggregator sites.",
    );
    // An evaluator's table among them: no notice.
    const withWes = [...withCalculator, source("https://wenr.wes.org/x", "World Education Services")];
    expect(text(renderToStaticMarkup(<SourceLinks sources={withWes} />))).not.toMatch(/indicative/);
  });

  it("says when a university gives US equivalents for some grades only, and where the others come from", () => {
    const someGrades = (url: string, publisher: string) => ({
      ...source(url, publisher),
      confirms: "some-us-equivalents" as const,
    });
    const toronto = someGrades("https://www.sgs.utoronto.ca/credentials-equiv/malaysia/", "University of Toronto");
    const scholaro = source("https://www.scholaro.com/x", "Scholaro");
    expect(text(renderToStaticMarkup(<SourceLinks sources={[toronto, scholaro]} />))).toContain(
      "University of Toronto gives US equivalents for some of these grades only (the notes say which); for the other grades they come from calculator or aggregator sites, as far as we found. Treat results for those grades as indicative.",
    );
    const york = someGrades("https://futurestudents.yorku.ca/graduate/country/india", "York University");
    const wikipedia = source("https://en.wikipedia.org/wiki/Grading", "Wikipedia");
    expect(text(renderToStaticMarkup(<SourceLinks sources={[toronto, york, wikipedia, scholaro]} />))).toContain(
      "University of Toronto and York University give US equivalents for some of these grades only (the notes say which); for the other grades they come from Wikipedia and calculator or aggregator sites",
    );
    // A university's full table among them: no notice.
    const manitoba = source("https://umanitoba.ca/graduate-studies/x", "University of Manitoba");
    expect(text(renderToStaticMarkup(<SourceLinks sources={[toronto, scholaro, manitoba]} />))).not.toMatch(
      /indicative/,
    );
  });

  it("gives no calculator notice for the sources of a scale with local grades only (its page says why instead)", () => {
    const ministry = {
      ...source("https://www.minedu.example/grades", "Ministry of Education"),
      confirms: "local-scale" as const,
    };
    expect(text(renderToStaticMarkup(<SourceLinks sources={[ministry]} />))).toContain("come only from calculator");
    const shown = text(renderToStaticMarkup(<SourceLinks sources={[ministry]} localOnly />));
    expect(shown).not.toMatch(/calculator|indicative/);
    expect(shown).toContain("Ministry of Education: Grades");
  });

  it("lists our reading and each other published one, with its kind and a link to its source", () => {
    const other = {
      usLetter: "A",
      usPoints: 4,
      kind: "calculator",
      source: source("https://www.diplomatiko.com/de", "Diplomatiko"),
    } as AlternativeConversion;
    const html = renderToStaticMarkup(
      <SourcesDisagree grade="2.0" usLetter="A-" usPoints={3.7} alternatives={[other]} />,
    );
    expect(text(html)).toContain("Sources disagree on 2.0");
    expect(text(html)).toContain("We give A- (3.70)");
    expect(text(html)).toContain("A (4.00) from Diplomatiko (opens in a new tab) (calculator or aggregator site)");
    expect(html).toContain('href="https://www.diplomatiko.com/de"');
    expect(renderToStaticMarkup(<SourcesDisagree usLetter="A" usPoints={4} alternatives={[]} />)).toBe("");
  });
});
