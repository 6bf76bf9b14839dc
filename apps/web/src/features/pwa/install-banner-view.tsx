import { buttonClass } from "../../components/ui/button-styles";

export type InstallStatus = "idle" | "installing" | "installed" | "failed";

const STATUS_TEXT: Record<Exclude<InstallStatus, "idle">, string> = {
  installing: "Installing app...",
  installed: "App installed successfully!",
  failed: "Installation failed. Please try again.",
};

interface Props {
  mode: "prompt" | "ios";
  status: InstallStatus;
  install: () => void;
  dismiss: () => void;
  close: () => void;
}

/** The install banner's look, loaded only when it is shown (see install-banner.tsx). */
export function InstallBannerView({ mode, status, install, dismiss, close }: Props) {
  return (
    <section
      aria-labelledby="install-banner-title"
      className="print-hide fixed bottom-24 left-4 right-20 z-40 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg md:bottom-8 md:left-auto md:right-24 md:w-96"
    >
      <h2 id="install-banner-title" className="font-semibold text-slate-900">
        Install GradeAtlas
      </h2>
      {mode === "ios" ? (
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>Tap the Share button in Safari.</li>
          <li>Choose "Add to Home Screen".</li>
          <li>Tap "Add".</li>
        </ol>
      ) : (
        <p className="mt-1">Add the calculator to your device: it opens in its own window and works offline.</p>
      )}
      <p role="status" className="mt-2 font-medium empty:hidden">
        {status === "idle" ? "" : STATUS_TEXT[status]}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        {status === "installed" ? (
          <button type="button" className={buttonClass("secondary")} onClick={close}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass("ghost")} onClick={dismiss}>
              Not now
            </button>
            {mode === "prompt" && (
              <button
                type="button"
                className={buttonClass("primary")}
                onClick={install}
                disabled={status === "installing"}
              >
                Install
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
