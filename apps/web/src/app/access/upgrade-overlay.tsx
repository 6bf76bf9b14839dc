import { UpgradePrompt } from "../../features/premium/upgrade-prompt";
import { PremiumPagePreview } from "./premium-page-preview";

/** The upgrade prompt over a still outline of the premium page it stands in for. */
export function UpgradeOverlay({ title }: { title: string }) {
  return (
    <>
      <div inert aria-hidden="true">
        <PremiumPagePreview title={title} />
      </div>
      <UpgradePrompt />
    </>
  );
}
