import type { CustomScale } from "@gradeatlas/contracts/custom-scales";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { QueryView } from "../../components/ui/query-view";
import { useAccess } from "../../lib/access/access-context";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { useCustomScales } from "./custom-scales-api";
import { ScaleEditor } from "./editor/scale-editor";
import { ScaleList } from "./scale-list";

type Editing = { scale?: CustomScale } | null;

/**
 * /my-team/scales: the institution's own scales (a partner university's
 * table). Every member reads them; admins add one, write a new version, or
 * archive one.
 */
export function CustomScalesPage() {
  const institution = useAccess().institution;
  const canEdit = institution?.role === "admin";
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const scales = useCustomScales({ archived: showArchived });

  const heading = editing
    ? editing.scale
      ? `Edit ${editing.scale.name}`
      : "Add a scale"
    : "Your institution's scales";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${editing ? heading : "Institution scales"} · GradeAtlas`}</title>
      <p className="text-sm">
        {editing ? (
          <button type="button" className="font-semibold text-blue-800 underline" onClick={() => setEditing(null)}>
            ← Back to the scales
          </button>
        ) : canEdit ? (
          <Link to={paths.myTeam} className="font-semibold text-blue-800 underline">
            ← My Team
          </Link>
        ) : null}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      {editing && institution ? (
        <ScaleEditor
          key={editing.scale?.id ?? "new"}
          institutionName={institution.name}
          editing={editing.scale}
          onDone={(saved) => {
            setEditing(null);
            toast.success(`Saved ${saved.name}, version ${saved.version}.`);
          }}
        />
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-slate-700">
            {institution?.name ?? "Your institution"}'s own scales, such as a partner university's table, checked by the
            same rules as the published ones. Everyone in the institution can read them.{" "}
            {canEdit
              ? "A change is a new version: calculations already saved keep the version they used."
              : "Your institution's admins add and change them."}
          </p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-blue-800"
                checked={showArchived}
                onChange={(e) => setShowArchived(e.target.checked)}
              />
              Show archived scales
            </label>
            {canEdit && (
              <button type="button" className={buttonClass("primary")} onClick={() => setEditing({})}>
                Add a scale
              </button>
            )}
          </div>
          <QueryView
            query={scales}
            loading="Loading your institution's scales..."
            failure="Your institution's scales could not be loaded."
            isEmpty={(data) => data.scales.length === 0}
            empty={
              <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800">
                {canEdit
                  ? "No scales yet. Add one for a partner whose table differs from the published scales."
                  : "Your institution has no scales of its own yet."}
              </p>
            }
          >
            {(data) => <ScaleList scales={data.scales} canEdit={canEdit} onEdit={(scale) => setEditing({ scale })} />}
          </QueryView>
        </>
      )}
    </div>
  );
}
