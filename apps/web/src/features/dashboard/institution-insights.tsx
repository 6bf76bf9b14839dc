import { type InsightsPeriod, insightsSchema } from "@gradeatlas/contracts/insights";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { InsightsPanels } from "../../components/insights/insights-panels";
import { QueryView } from "../../components/ui/query-view";
import { apiRequest } from "../../lib/api-client";
import { cacheKeys } from "../../lib/client-cache";
import { InsightsPeriodChooser, lastMonths } from "./insights-period";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateText = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** The dashboard's "Institution insights" (issue 18): for an institution's admins and viewers. */
export function InstitutionInsights({ institutionName }: { institutionName: string }) {
  const [period, setPeriod] = useState<InsightsPeriod>(() => lastMonths(12));
  const insights = useQuery({
    queryKey: [cacheKeys.institutions, "insights", period.from, period.to],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/insights?from=${period.from}&to=${period.to}`, { schema: insightsSchema, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby="institution-insights-title" className="mt-14 border-t border-slate-200 pt-10">
      <h2 id="institution-insights-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Institution insights
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {institutionName}'s applicant pool, from every calculation its members saved: where applicants come from, on
        which scales, how their GPAs fall, how many transcripts show a failed or repeated course, and who converted
        them.
      </p>
      <InsightsPeriodChooser onChange={setPeriod} />
      <QueryView
        query={insights}
        loading="Loading institution insights..."
        failure="Institution insights could not be loaded."
        isEmpty={(data) => data.total === 0}
        empty={
          <p className="mt-6 text-slate-700">
            No calculations were saved under {institutionName} from {dateText(period.from)} to {dateText(period.to)}.
          </p>
        }
      >
        {(data) => (
          <>
            <p className="mt-6 text-slate-800" aria-live="polite">
              <strong>{data.total.toLocaleString("en-US")}</strong> {data.total === 1 ? "calculation" : "calculations"}{" "}
              from {dateText(data.period.from)} to {dateText(data.period.to)}.
            </p>
            <InsightsPanels insights={data} />
          </>
        )}
      </QueryView>
    </section>
  );
}
