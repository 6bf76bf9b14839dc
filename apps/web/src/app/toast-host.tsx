import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, registerToastHost } from "../lib/toast";

type SonnerToaster = Awaited<ReturnType<typeof loadSonner>>["Toaster"];

function MountedToaster({ Toaster }: { Toaster: SonnerToaster }) {
  useEffect(() => registerToastHost(() => {}, true), []);
  // Below the fixed top bar, so toasts never cover the navigation.
  return <Toaster position="top-center" offset={80} richColors closeButton />;
}

// sonner and its Toaster load the first time something asks for a toast.
const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: () => <MountedToaster Toaster={m.Toaster} /> })));

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => registerToastHost(() => setWanted(true), false), []);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
