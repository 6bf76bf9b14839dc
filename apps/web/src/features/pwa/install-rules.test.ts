import { describe, expect, it } from "vitest";
import {
  DISMISS_SNOOZE_MS,
  INSTALL_BANNER_DELAY_MS,
  type InstallBannerState,
  installBannerMode,
  isInstalled,
  isIosSafari,
  isSnoozed,
} from "./install-rules";

const NOW = Date.UTC(2026, 0, 15, 12);
const DAY = 24 * 60 * 60 * 1_000;

const base: InstallBannerState = {
  standaloneDisplay: false,
  iosStandalone: false,
  storedInstalledFlag: null,
  dismissedAt: null,
  now: NOW,
  hasInstallPrompt: true,
  offeredAt: NOW - INSTALL_BANNER_DELAY_MS,
  iosSafari: false,
};

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1";
const IPAD_DESKTOP_MODE =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

describe("isInstalled", () => {
  it("is false in a browser tab with no stored flag", () => {
    expect(isInstalled(base)).toBe(false);
  });
  it("is true in a standalone window, an iOS home-screen app, or with the stored flag", () => {
    expect(isInstalled({ ...base, standaloneDisplay: true })).toBe(true);
    expect(isInstalled({ ...base, iosStandalone: true })).toBe(true);
    expect(isInstalled({ ...base, storedInstalledFlag: "true" })).toBe(true);
  });
});

describe("isSnoozed", () => {
  it("is not snoozed without a dismissal", () => {
    expect(isSnoozed(null, NOW)).toBe(false);
  });
  it("is snoozed for 7 days after a dismissal, then not", () => {
    expect(isSnoozed(String(NOW), NOW)).toBe(true);
    expect(isSnoozed(String(NOW - 6 * DAY), NOW)).toBe(true);
    expect(isSnoozed(String(NOW - DISMISS_SNOOZE_MS + 1), NOW)).toBe(true);
    expect(isSnoozed(String(NOW - DISMISS_SNOOZE_MS), NOW)).toBe(false);
    expect(isSnoozed(String(NOW - 8 * DAY), NOW)).toBe(false);
  });
  it("ignores unreadable or future values", () => {
    expect(isSnoozed("yesterday", NOW)).toBe(false);
    expect(isSnoozed(String(NOW + DAY), NOW)).toBe(false);
  });
});

describe("isIosSafari", () => {
  it("recognises Safari on iPhone and on iPadOS (which reports a Mac with touch)", () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });
  it("rejects other iOS browsers, real Macs and Android", () => {
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
});

describe("installBannerMode", () => {
  it("offers the install button 3 seconds after the browser offers to install", () => {
    expect(installBannerMode(base)).toBe("prompt");
    expect(installBannerMode({ ...base, offeredAt: NOW - INSTALL_BANNER_DELAY_MS + 1 })).toBe("hidden");
    expect(installBannerMode({ ...base, offeredAt: null })).toBe("hidden");
  });
  it("is hidden once installed", () => {
    expect(installBannerMode({ ...base, standaloneDisplay: true })).toBe("hidden");
    expect(installBannerMode({ ...base, storedInstalledFlag: "true" })).toBe("hidden");
  });
  it("is hidden for 7 days after a dismissal", () => {
    expect(installBannerMode({ ...base, dismissedAt: String(NOW - 3 * DAY) })).toBe("hidden");
    expect(installBannerMode({ ...base, dismissedAt: String(NOW - 7 * DAY) })).toBe("prompt");
  });
  it("shows the manual steps on iOS Safari, which never offers to install", () => {
    const ios = { ...base, hasInstallPrompt: false, iosSafari: true };
    expect(installBannerMode(ios)).toBe("ios");
    expect(installBannerMode({ ...ios, iosStandalone: true })).toBe("hidden");
    expect(installBannerMode({ ...base, hasInstallPrompt: false })).toBe("hidden");
  });
});
