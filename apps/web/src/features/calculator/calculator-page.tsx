import { countryIndex } from "@gradeatlas/engine";
import { Tabs } from "radix-ui";
import { UpgradeBanner } from "../premium/upgrade-banner";
import { QuickConvert } from "./quick-convert";
import { ScalePicker } from "./scale-picker";
import { TranscriptCalculator } from "./transcript-calculator";
import { useSelection } from "./use-selection";

const countryCount = countryIndex.filter((c) => c.code !== "INT").length;
const tabClass =
  "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900 " +
  "focus-visible:outline-2 focus-visible:outline-blue-700 data-[state=active]:border-blue-800 data-[state=active]:text-blue-900";

export function CalculatorPage() {
  const selection = useSelection();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <title>GPA Calculator · GradeAtlas</title>
      <meta
        name="description"
        content="Convert international grades and whole transcripts to the US 4.0 GPA scale, with the scale, method and source named for every result."
      />
      <div className="mb-8 print:hidden">
        <UpgradeBanner />
      </div>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">GPA Calculator</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Convert a transcript from any of {countryCount} countries (plus the IB and ECTS) to the US 4.0 scale. Every
          result names the grading scale, the method and the sources behind it; the conversion runs in your browser.
        </p>
      </div>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ScalePicker selection={selection} />
      </div>
      <Tabs.Root defaultValue="transcript" className="mt-8">
        <Tabs.List aria-label="Calculator mode" className="mb-6 flex gap-2 border-b border-slate-200 print:hidden">
          <Tabs.Trigger value="transcript" className={tabClass}>
            Transcript
          </Tabs.Trigger>
          <Tabs.Trigger value="single" className={tabClass}>
            Single grade
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="transcript" className="focus-visible:outline-none">
          <TranscriptCalculator selection={selection} />
        </Tabs.Content>
        <Tabs.Content value="single" className="focus-visible:outline-none">
          <QuickConvert scale={selection.scale} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
