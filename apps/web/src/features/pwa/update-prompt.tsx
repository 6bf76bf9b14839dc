import { lazy, Suspense, useSyncExternalStore } from "react";
import { updateStore } from "./update-store";

const UpdatePromptView = lazy(() => import("./update-prompt-view").then((m) => ({ default: m.UpdatePromptView })));

/** "A new version is available. Reload to update?" (docs/requirements.md §2), while a new service worker waits. */
export function UpdatePrompt() {
  const applyUpdate = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot, () => null);
  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptView applyUpdate={applyUpdate} />
    </Suspense>
  );
}
