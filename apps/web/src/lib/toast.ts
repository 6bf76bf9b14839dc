// Toasts without loading sonner up front: the library and its <Toaster>
// arrive with the first message, keeping the first page load small (issue 5's
// JavaScript budget). Same call shape as sonner's for the kinds we use.
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let requestHost: (() => void) | undefined;
let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import("sonner");
  return sonner;
};

/** Called by <ToastHost> so a first toast can ask it to mount the Toaster. */
export function registerToastHost(request: () => void, mounted: boolean): void {
  requestHost = request;
  if (mounted) hostMounted();
}

function show(kind: "success" | "error", message: string): void {
  requestHost?.();
  void Promise.all([loadSonner(), hostReady]).then(([s]) => s.toast[kind](message));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};
