import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { countryIndex, levelNames } from "@gradeatlas/engine";
import { buttonClass } from "../../components/ui/button-styles";
import { type Column, DataTable } from "../../components/ui/data-table";
import { Timestamp } from "../../components/ui/timestamp";
import { ArchiveScaleButton } from "./archive-scale-button";

const countryName = (code: string) => countryIndex.find((c) => c.code === code)?.name ?? code;

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
  const columns: Column<CustomScale>[] = [
    { header: "Country", className: "whitespace-nowrap", cell: (s) => countryName(s.country) },
    {
      header: "Scale",
      className: "min-w-48 font-medium text-slate-900",
      cell: (s) => (
        <>
          {s.name}
          <span className="block font-normal text-slate-700">
            {levelNames[s.definition.level]} · best {s.definition.bestGrade}, pass {s.definition.passMark}
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
          <span className="block break-all text-slate-700">{s.versionBy ?? "a former member"}</span>
        </>
      ),
    },
  ];
  if (canEdit)
    columns.push({
      header: "Actions",
      cell: (s) =>
        s.archived ? (
          <span className="text-slate-700">—</span>
        ) : (
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
        ),
    });
  return (
    <DataTable
      label="Your institution's scales"
      className="mt-3"
      columns={columns}
      rows={scales}
      rowKey={(s) => s.id}
    />
  );
}
