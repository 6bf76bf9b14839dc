import {
  type CalculationList,
  type CalculationSummary,
  calculationListSchema,
} from "@gradeatlas/contracts/calculations";
import { exportCapNote } from "@gradeatlas/contracts/csv";
import { countryIndex } from "@gradeatlas/engine";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { fieldClass } from "../../components/ui/field-styles";
import { failureMessage, QueryView } from "../../components/ui/query-view";
import { formatTimestamp, Timestamp } from "../../components/ui/timestamp";
import { FilterSelect, useUrlFilter } from "../../components/ui/url-filter";
import { useAccess } from "../../lib/access/access-context";
import { apiDownload, apiRequest } from "../../lib/api-client";
import { cacheKeys } from "../../lib/client-cache";
import { paths } from "../../lib/paths";
import { saveFile } from "../../lib/save-file";
import { toast } from "../../lib/toast";
import { useDebounced } from "../../lib/use-debounced";
import { CalculationSyncDialog, useCrmSyncShown } from "../crm-sync";
import { ScopeSwitch } from "./scope-switch";

// Loaded on the first click: most visits to History never open a report.
const GpaReportsDialog = lazy(() => import("../gpa-reports").then((m) => ({ default: m.GpaReportsDialog })));

const PAGE = 25;
const SEARCH_DEBOUNCE_MS = 300;
const countryName = new Map(countryIndex.map((c) => [c.code, c.name]));
const countryOptions = [
  { value: "", label: "All countries" },
  ...countryIndex.map((c) => ({ value: c.code, label: c.name })),
];

type Scope = { team: boolean; evaluator: string };

const searchParams = (q: string, country: string, scope: Scope) => {
  const params = new URLSearchParams();
  if (scope.team) params.set("scope", "team");
  if (scope.team && scope.evaluator) params.set("evaluator", scope.evaluator);
  if (q) params.set("q", q);
  if (country) params.set("country", country);
  return params;
};

const nameOf = (c: CalculationSummary) => c.title || c.applicantName || "Untitled";

/**
 * /history (premium): every saved calculation, searchable, filterable,
 * exportable, each reopened in the calculator. An institution's admins and
 * viewers also switch to the whole institution's (scope=team, kept in the
 * address), narrowed to one evaluator; those open read-only.
 */
export function HistoryPage() {
  const searchId = useId();
  const access = useAccess();
  const institution = access.institution;
  const canSeeTeam = institution !== null && institution.role !== "evaluator";
  const [scopeParam] = useUrlFilter("scope");
  const [evaluator, setEvaluator] = useUrlFilter("evaluator");
  const [, setParams] = useSearchParams();
  const scope: Scope = { team: canSeeTeam && scopeParam === "team", evaluator };
  const [search, setSearch] = useState("");
  const [country, setCountry] = useState("");
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const history = useInfiniteQuery({
    queryKey: [cacheKeys.calculationHistory, "history", q, country, scope.team, scope.team ? evaluator : ""],
    queryFn: ({ pageParam, signal }) => {
      const params = searchParams(q, country, scope);
      params.set("limit", String(PAGE));
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest<CalculationList>(`/v1/calculations?${params}`, { schema: calculationListSchema, signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = history.data?.pages.flatMap((p) => p.calculations) ?? [];
  const evaluators = history.data?.pages[0]?.evaluators ?? [];
  const filtered = Boolean(q || country || (scope.team && evaluator));
  const exportQuery = searchParams(q, country, scope).toString();
  const [exporting, setExporting] = useState(false);
  const [capNote, setCapNote] = useState<string | null>(null);
  // Fetched rather than a plain link, so the page can say when the file stops at its row limit.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, headers } = await apiDownload(`/v1/calculations/export${exportQuery ? `?${exportQuery}` : ""}`);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(blob, `gradeatlas-${scope.team ? "institution-" : ""}history-${day}.csv`);
      setCapNote(exportCapNote(headers, "calculations"));
    } catch (error) {
      toast.error(failureMessage(error, "The history could not be exported."));
    } finally {
      setExporting(false);
    }
  };
  // Members' calculations record the house rules they were saved under; the column shows once there are any.
  const withRules = rows.some((r) => r.savedUnderRules);
  const evaluatorOptions = [
    { value: "", label: "Everyone" },
    ...evaluators.map((e) => ({ value: e.id, label: e.email })),
    ...(evaluator && !evaluators.some((e) => e.id === evaluator)
      ? [{ value: evaluator, label: "Someone who has saved nothing here" }]
      : []),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Calculation History · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Calculation History</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {scope.team
          ? `Every transcript saved under ${institution?.name ?? "your institution"}, newest first, with who saved it. Search by applicant or title, filter by evaluator or country, open one read-only in the calculator, or export the list as CSV.`
          : "Every transcript you saved, newest first. Search by applicant or title, filter by country, reopen one in the calculator, or export the list as CSV for your records system."}
      </p>
      {canSeeTeam && (
        <ScopeSwitch
          team={scope.team}
          // One change of the address: two in a row would each start from the same one.
          onChange={(team) =>
            setParams((p) => {
              if (team) p.set("scope", "team");
              else {
                p.delete("scope");
                p.delete("evaluator");
              }
              return p;
            })
          }
        />
      )}

      <div className="mt-8 flex flex-wrap items-end gap-4">
        <div className="w-full max-w-sm">
          <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
            Search title or applicant
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={fieldClass()}
          />
        </div>
        {scope.team && (
          <FilterSelect label="Evaluator" value={evaluator} onChange={setEvaluator} options={evaluatorOptions} />
        )}
        <FilterSelect label="Country" value={country} onChange={setCountry} options={countryOptions} />
        <button
          type="button"
          className={buttonClass("secondary", "ml-auto")}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? "Exporting..." : `Export CSV${filtered ? " (filtered)" : ""}`}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm font-medium text-amber-900 empty:hidden">
        {capNote}
      </p>

      <QueryView
        query={history}
        loading="Loading your history..."
        failure="Your history could not be loaded."
        isEmpty={() => rows.length === 0}
        empty={
          <p role="status" className="mt-6 text-slate-700">
            {filtered ? (
              "No saved calculation matches this search."
            ) : scope.team ? (
              "Nobody has saved a calculation under your institution yet."
            ) : (
              <>
                Nothing saved yet. In the{" "}
                <Link to={paths.calculator} className="font-medium text-blue-800 underline">
                  calculator
                </Link>
                , "Save calculation" keeps a transcript here.
              </>
            )}
          </p>
        }
      >
        {() => (
          <>
            <p role="status" className="mt-6 text-sm text-slate-700">
              {rows.length} {rows.length === 1 ? "calculation" : "calculations"}
              {history.hasNextPage ? " shown; older ones below" : ""}
            </p>
            <DataTable
              label={scope.team ? "Institution's saved calculations" : "Saved calculations"}
              className="mt-2"
              columns={
                withRules ? withRulesColumn(scope.team ? teamColumns : columns) : scope.team ? teamColumns : columns
              }
              rows={rows}
              rowKey={(c) => c.id}
            />
            {history.hasNextPage && (
              <button
                type="button"
                className={buttonClass("secondary", "mt-4")}
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? "Loading..." : "Show older calculations"}
              </button>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

const columns: Column<CalculationSummary>[] = [
  {
    header: "Saved",
    className: "whitespace-nowrap",
    cell: (c) => <Timestamp iso={c.createdAt} />,
  },
  {
    header: "Title / applicant",
    className: "min-w-40 font-medium text-slate-900",
    cell: (c) => (
      <>
        {nameOf(c)}
        {c.applicantName && c.title && c.applicantName !== c.title && (
          <span className="block font-normal text-slate-700">{c.applicantName}</span>
        )}
        {c.notifiedAt && (
          <span className="block text-sm font-normal text-green-900">
            Notified on <Timestamp iso={c.notifiedAt} withTime={false} />
          </span>
        )}
      </>
    ),
  },
  { header: "Country", className: "whitespace-nowrap", cell: (c) => countryName.get(c.country) ?? c.country },
  { header: "Scale", className: "min-w-64", cell: (c) => c.scale.name },
  { header: "Courses", cell: (c) => c.courseCount },
  { header: "US credits", cell: (c) => c.usCredits },
  {
    header: "GPA",
    className: "font-semibold text-slate-900",
    cell: (c) => (c.gpa === null ? "—" : c.gpa.toFixed(2)),
  },
  {
    // Readings change when the data is corrected: which data a saved GPA rests on.
    header: "Dataset",
    className: "whitespace-nowrap",
    cell: (c) => c.datasetVersion ?? <span className="text-slate-700">not recorded</span>,
  },
  { header: "Actions", cell: (c) => <RowActions calculation={c} /> },
];

/** The house rules a calculation was saved under: what was decided then, as the calculator reopens it. */
const rulesColumn: Column<CalculationSummary> = {
  header: "House rules",
  className: "min-w-48",
  cell: (c) =>
    c.savedUnderRules ? (
      <>
        Version {c.savedUnderRules.version}
        {c.savedUnderRules.changes.length > 0 && (
          <span className="block text-slate-700">{c.savedUnderRules.changes.join("; ")}</span>
        )}
      </>
    ) : (
      <span className="text-slate-700">none</span>
    ),
};

/** The columns with "House rules" before the actions. */
const withRulesColumn = (cols: Column<CalculationSummary>[]) => [...cols.slice(0, -1), rulesColumn, ...cols.slice(-1)];

// The institution's view: who saved each, after when; only one's own may be deleted.
const teamColumns: Column<CalculationSummary>[] = [
  ...columns.slice(0, 1),
  { header: "Saved by", className: "min-w-48 [overflow-wrap:anywhere]", cell: (c) => c.savedBy ?? "—" },
  ...columns.slice(1, -1),
  { header: "Actions", cell: (c) => <RowActions calculation={c} /> },
];

function RowActions({ calculation: c }: { calculation: CalculationSummary }) {
  const queryClient = useQueryClient();
  const access = useAccess();
  // In the institution's view a colleague's calculation opens read-only and is theirs to delete.
  const mine = c.savedBy === undefined || c.savedBy === access.user?.email;
  const remove = useMutation({
    mutationFn: () => apiRequest(`/v1/calculations/${encodeURIComponent(c.id)}`, { method: "DELETE" }),
    retry: false,
    onSuccess: async () => {
      toast.success("Calculation deleted.");
      await queryClient.invalidateQueries({ queryKey: [cacheKeys.calculationHistory] });
    },
    onError: () => toast.error("The calculation could not be deleted."),
  });
  const [reportsOpen, setReportsOpen] = useState(false);
  const [syncOpen, setSyncOpen] = useState(false);
  const crmShown = useCrmSyncShown(c.id);
  // Viewers read an institution's reports; evaluators issue from their own work, admins from anyone's.
  const canIssue = access.institution?.role !== "viewer" && (mine || access.institution?.role === "admin");
  const label = `${nameOf(c)}, saved ${formatTimestamp(c.createdAt)}`;
  return (
    // relative: the links' screen-reader text (position: absolute) stays inside the table's
    // scrolling region, rather than widening the whole page when the table is wider than it.
    <div className="relative flex min-w-max gap-2">
      <Link
        to={`${paths.calculator}?open=${encodeURIComponent(c.id)}`}
        className={buttonClass("secondary", "px-3 py-1.5")}
      >
        {mine ? "Open" : "View"}
        <span className="sr-only"> {label}</span>
      </Link>
      <button type="button" className={buttonClass("ghost", "px-3 py-1.5")} onClick={() => setReportsOpen(true)}>
        GPA reports<span className="sr-only"> of {label}</span>
      </button>
      {reportsOpen && (
        <Suspense fallback={null}>
          <GpaReportsDialog
            calculation={{ id: c.id, name: nameOf(c) }}
            canIssue={canIssue}
            onClose={() => setReportsOpen(false)}
          />
        </Suspense>
      )}
      {crmShown && (
        <button type="button" className={buttonClass("ghost", "px-3 py-1.5")} onClick={() => setSyncOpen(true)}>
          CRM sync<span className="sr-only"> of {label}</span>
        </button>
      )}
      {syncOpen && (
        <CalculationSyncDialog calculation={{ id: c.id, name: nameOf(c) }} onClose={() => setSyncOpen(false)} />
      )}
      {mine && (
        <button
          type="button"
          className={buttonClass("ghost", "px-3 py-1.5 text-red-800")}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete “${nameOf(c)}”? This cannot be undone.`)) remove.mutate();
          }}
        >
          Delete<span className="sr-only"> {label}</span>
        </button>
      )}
    </div>
  );
}
