// The trainee's best streak, kept across visits in this browser. Storage can be
// missing or refuse (private modes, quotas): then the streak lives for the visit.

const key = "gradeatlas:training:best-streak";

export function readBestStreak(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(key) ?? 0);
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function writeBestStreak(value: number): void {
  try {
    if (value > 0) globalThis.localStorage?.setItem(key, String(value));
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Not remembered; the page still shows it.
  }
}
