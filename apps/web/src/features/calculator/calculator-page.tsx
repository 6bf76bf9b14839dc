import { countrySummaries } from "@gradeatlas/engine";
import { UpgradeBanner } from "../premium/upgrade-banner";
import { QuickConvert } from "./quick-convert";

const countryCount = countrySummaries.filter((c) => c.code !== "INT").length;

export function CalculatorPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-8">
        <UpgradeBanner />
      </div>
      <title>GPA Calculator · GradeAtlas</title>
      <meta
        name="description"
        content="Convert international grades to the US 4.0 GPA scale, with the scale, method and source named for every result."
      />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">GPA Calculator</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-700">
          Convert international grades to the US 4.0 GPA scale. Every result names the grading scale, the method and the
          published sources behind it, so you can defend it. Grading data for {countryCount} countries, plus the IB and
          ECTS; conversion runs in your browser.
        </p>
        <p className="mt-3 text-sm text-slate-700">
          Whole-transcript entry, the academic report (PDF) and saved calculations are not available yet.
        </p>
      </div>
      <div className="mt-10">
        <QuickConvert />
      </div>
    </div>
  );
}
