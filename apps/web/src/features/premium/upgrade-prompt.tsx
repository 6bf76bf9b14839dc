import { AlertDialog } from "radix-ui";
import { useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths } from "../../lib/paths";

/** docs/requirements.md §2 upgrade prompt: 'Premium Feature', 'Upgrade to Premium' or 'Maybe Later'. */
export function UpgradePrompt() {
  const navigate = useNavigate();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">Premium Feature</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-700">
            This page is part of GradeAtlas Premium: saved history, team collaboration, CRM sync and data insights. The
            calculator, the academic report and the training aid stay free.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")} onClick={() => navigate(paths.calculator)}>
              Maybe Later
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("primary")} onClick={() => navigate(paths.premium)}>
              Upgrade to Premium
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
