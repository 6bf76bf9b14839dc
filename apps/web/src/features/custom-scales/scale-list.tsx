import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { countryIndex } from "@gradeatlas/engine";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { Timestamp } from "../../components/ui/timestamp";
import { ArchiveScaleButton } from "./archive-scale-button";
import { levelName } from "./level-name";

const countryName = (code: string) => countryIndex.find((c) => c.code === code)?.name ?? code;
const changedBy = (s: CustomScale) => s.versionBy ?? "a former member";

/** The institution's scales: newest version of each; admins may write a new version or archive. */
export function ScaleList({
  scales,
  canEdit,
  onEdit,
}: {
  scales: CustomScale[];
  canEdit: boolean;
  onEdit: (scale: CustomScale) => void;
}) {
  const actions = (s: CustomScale) =>
    s.archived ? null : (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("secondary", "px-3 py-1.5")}
          aria-label={`Edit ${s.name}`}
          onClick={() => onEdit(s)}
        >
          Edit
        </button>
        <ArchiveScaleButton scale={s} />
      </div>
    );
  const columns: Column<CustomScale>[] = [
    { header: "Country", className: "whitespace-nowrap", cell: (s) => countryName(s.country) },
    {
      header: "Scale",
      className: "min-w-48 font-medium text-slate-900",
      cell: (s) => (
        <>
          {s.name}
          <span className="block font-normal text-slate-700">
            {levelName(s.definition.level)} · best {s.definition.bestGrade}, pass {s.definition.passMark}
          </span>
          {s.archived && <span className="block text-xs font-semibold text-amber-900">Archived</span>}
        </>
      ),
    },
    { header: "Version", className: "whitespace-nowrap tabular-nums", cell: (s) => `v${s.version}` },
    {
      header: "Last changed",
      cell: (s) => (
        <>
          <span className="whitespace-nowrap">
            <Timestamp iso={s.versionAt} withTime={false} />
          </span>
          <span className="block break-all text-slate-700">{changedBy(s)}</span>
        </>
      ),
    },
  ];
  if (canEdit) columns.push({ header: "Actions", cell: (s) => actions(s) ?? "—" });
  return (
    <>
      <DataTable
        label="Your institution's scales"
        className="mt-3 hidden sm:block"
        columns={columns}
        rows={scales}
        rowKey={(s) => s.id}
      />
      {/* Phones: one card per scale, so the version and the buttons are not scrolled out of sight. */}
      <ul aria-label="Your institution's scales" className="mt-3 space-y-3 sm:hidden">
        {scales.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">{s.name}</p>
            <p className="mt-1 text-slate-700">
              {countryName(s.country)} · {levelName(s.definition.level)} · best {s.definition.bestGrade}, pass{" "}
              {s.definition.passMark}
            </p>
            <p className="mt-1 text-slate-700">
              Version {s.version}, <Timestamp iso={s.versionAt} withTime={false} />,{" "}
              <span className="break-all">{changedBy(s)}</span>
            </p>
            {s.archived && <p className="mt-1 text-xs font-semibold text-amber-900">Archived</p>}
            {canEdit && actions(s) && <div className="mt-3">{actions(s)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
