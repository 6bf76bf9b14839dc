import { lazy, Suspense, useState } from "react";
import type { ReportedScale } from "./report-scale-dialog";

const ReportScaleDialog = lazy(() => import("./report-scale-dialog"));

/** The "Report a problem with this scale" link and, once used, its form. */
export function ReportScaleProblem({ scale, className = "" }: { scale: ReportedScale; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`font-medium text-blue-800 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
        onClick={() => setOpen(true)}
      >
        Report a problem with this scale
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportScaleDialog scale={scale} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
