import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { InstallStatus } from "./install-banner-view";
import {
  DISMISSED_AT_KEY,
  INSTALL_BANNER_DELAY_MS,
  INSTALLED_KEY,
  installBannerMode,
  isIosSafari,
} from "./install-rules";

// Only the listening is bundled with the first page; the banner itself is
// fetched when there is something to show.
const InstallBannerView = lazy(() => import("./install-banner-view").then((m) => ({ default: m.InstallBannerView })));

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the banner simply may show again.
  }
}

function currentMode(offer: BeforeInstallPromptEvent | null, offeredAt: number | null) {
  return installBannerMode({
    standaloneDisplay: window.matchMedia("(display-mode: standalone)").matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
    storedInstalledFlag: read(INSTALLED_KEY),
    dismissedAt: read(DISMISSED_AT_KEY),
    now: Date.now(),
    hasInstallPrompt: offer !== null,
    offeredAt,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  });
}

/**
 * "Install the app" banner (docs/requirements.md §2, §9): shown 3 seconds after the browser
 * offers to install, unless installed or dismissed in the last 7 days; on iOS
 * Safari, which never offers, it lists the manual steps instead.
 */
export function InstallBanner() {
  const offer = useRef<BeforeInstallPromptEvent | null>(null);
  const [mode, setMode] = useState<"hidden" | "prompt" | "ios">("hidden");
  const [status, setStatus] = useState<InstallStatus>("idle");

  useEffect(() => {
    let timer: number | undefined;
    const showLater = (offeredAt: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setMode(currentMode(offer.current, offeredAt)), INSTALL_BANNER_DELAY_MS);
    };
    const onOffer = (event: Event) => {
      // Keep the browser's own mini-infobar away; the banner offers it instead.
      event.preventDefault();
      offer.current = event as BeforeInstallPromptEvent;
      showLater(Date.now());
    };
    const onInstalled = () => {
      write(INSTALLED_KEY, "true");
      offer.current = null;
      setStatus("installed");
    };
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    // iOS never offers: its steps are shown the same 3 seconds after the page opens.
    if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) showLater(Date.now());
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  useEffect(() => {
    if (status !== "installed") return;
    const timer = window.setTimeout(() => setMode("hidden"), 5_000);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (mode === "hidden") return null;

  const install = async () => {
    const event = offer.current;
    if (!event) {
      setStatus("failed");
      return;
    }
    setStatus("installing");
    try {
      await event.prompt();
      // An offer can be used once; the browser sends a new one if needed.
      offer.current = null;
      const choice = await event.userChoice;
      if (choice.outcome === "accepted") {
        write(INSTALLED_KEY, "true");
        setStatus("installed");
      } else {
        setStatus("failed");
      }
    } catch {
      setStatus("failed");
    }
  };

  const dismiss = () => {
    write(DISMISSED_AT_KEY, String(Date.now()));
    setMode("hidden");
  };

  return (
    <Suspense fallback={null}>
      <InstallBannerView
        mode={mode}
        status={status}
        install={() => void install()}
        dismiss={dismiss}
        close={() => setMode("hidden")}
      />
    </Suspense>
  );
}
