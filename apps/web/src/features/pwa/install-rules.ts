// The install banner's decisions (docs/requirements.md §2, §9), kept pure: the caller passes
// what it read from the browser and storage, and the current time.

/** The banner appears this long after the browser offers to install. */
export const INSTALL_BANNER_DELAY_MS = 3_000;
/** After "Not now", the banner stays hidden this long. */
export const DISMISS_SNOOZE_MS = 7 * 24 * 60 * 60 * 1_000;

export const INSTALLED_KEY = "gradeatlas:pwa:installed";
export const DISMISSED_AT_KEY = "gradeatlas:pwa:dismissed-at";

export interface InstallSignals {
  /** matchMedia("(display-mode: standalone)").matches */
  standaloneDisplay: boolean;
  /** navigator.standalone (iOS Safari's home-screen apps) */
  iosStandalone: boolean;
  /** The stored gradeatlas:pwa:installed flag. */
  storedInstalledFlag: string | null;
}

export function isInstalled(signals: InstallSignals): boolean {
  return signals.standaloneDisplay || signals.iosStandalone || signals.storedInstalledFlag === "true";
}

/** True while a dismissal (a stored epoch-milliseconds value) is under 7 days old. */
export function isSnoozed(dismissedAt: string | null, now: number): boolean {
  if (!dismissedAt) return false;
  const at = Number(dismissedAt);
  if (!Number.isFinite(at)) return false;
  // A time in the future (a changed clock) is not trusted to snooze for longer.
  if (at > now) return false;
  return now - at < DISMISS_SNOOZE_MS;
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch) in Safari, not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile) return false;
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|Instagram/.test(userAgent);
  return safari && !otherBrowser;
}

export type InstallBannerMode = "hidden" | "prompt" | "ios";

export interface InstallBannerState extends InstallSignals {
  dismissedAt: string | null;
  now: number;
  /** The browser has offered to install (beforeinstallprompt was kept). */
  hasInstallPrompt: boolean;
  /** When that offer came (ms); the banner waits INSTALL_BANNER_DELAY_MS after it. */
  offeredAt: number | null;
  iosSafari: boolean;
}

/** What the banner shows: the install button, the iOS manual steps, or nothing. */
export function installBannerMode(state: InstallBannerState): InstallBannerMode {
  if (isInstalled(state) || isSnoozed(state.dismissedAt, state.now)) return "hidden";
  if (state.offeredAt === null || state.now - state.offeredAt < INSTALL_BANNER_DELAY_MS) return "hidden";
  if (state.hasInstallPrompt) return "prompt";
  if (state.iosSafari) return "ios";
  return "hidden";
}
