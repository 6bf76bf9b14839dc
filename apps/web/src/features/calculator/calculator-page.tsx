import { convertsToUs, countryIndex, localOnlyCountryCodes } from "@gradeatlas/engine";
import { useState } from "react";
import { useLocation } from "react-router";
import { Tabs } from "../../components/ui/tabs";
import { leavingNotice } from "../../lib/paths";
import { UpgradeBanner } from "../premium";
import { LocalScaleOnly } from "./local-scale-only";
import { QuickConvert } from "./quick-convert";
import { ScalePicker } from "./scale-picker";
import { TranscriptCalculator } from "./transcript-calculator";
import { useHouseRulesInUse } from "./use-house-rules";
import { useSelection } from "./use-selection";

// Countries the calculator converts for; the rest have their local grades only.
const countryCount = countryIndex.filter((c) => c.code !== "INT").length - localOnlyCountryCodes.length;

export function CalculatorPage() {
  const house = useHouseRulesInUse();
  const selection = useSelection(undefined, house?.rules.defaultScales);
  // Above the country and scale, where a notice about them is seen first (on a
  // phone the transcript starts below the fold).
  const [noticeSlot, setNoticeSlot] = useState<HTMLDivElement | null>(null);
  // Sent here by a page that closed to the user (an admin who handed admin over), saying why.
  const notice = leavingNotice(useLocation().state);
  const localOnly = selection.scale && !selection.custom && !convertsToUs(selection.scale) ? selection.scale : null;
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
          Convert a transcript from any of {countryCount} countries (plus IB, Cambridge and ECTS grades) to the US 4.0
          scale. Every result names the grading scale, the method and the sources behind it; the conversion runs in your
          browser.
        </p>
      </div>
      {notice && (
        <p role="status" className="mt-8 rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
          {notice}
        </p>
      )}
      <div ref={setNoticeSlot} className="mt-8 empty:hidden" />
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <ScalePicker
          selection={selection}
          note={
            house &&
            selection.country.data &&
            selection.scale && (
              <house.kit.ScaleRuleNote
                country={selection.country.data}
                scale={selection.scale}
                rules={house.rules}
                onSelectScale={(id) => selection.select(selection.countryCode, id)}
              />
            )
          }
        />
      </div>
      {localOnly && (
        <div className="mt-8">
          <LocalScaleOnly selection={selection} scale={localOnly} />
        </div>
      )}
      {/* Hidden, not unmounted: a transcript being typed survives a look at a scale that does not convert. */}
      <div hidden={localOnly !== null}>
        <Tabs
          label="Calculator mode"
          className="mt-8"
          items={[
            {
              id: "transcript",
              label: "Transcript",
              content: <TranscriptCalculator selection={selection} noticeSlot={noticeSlot} house={house} />,
            },
            { id: "single", label: "Single grade", content: <QuickConvert selection={selection} /> },
          ]}
        />
      </div>
    </div>
  );
}
