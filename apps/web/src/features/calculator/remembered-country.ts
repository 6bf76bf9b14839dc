// The calculator reopens on the country last used, and lists recently used
// countries first: evaluators work through batches from a few countries.
const KEY = "gradeatlas:calculator:country";
const RECENT_KEY = "gradeatlas:calculator:recent-countries";
const MAX_RECENT = 5;

export function rememberedCountry(fallback: string, known: (code: string) => boolean): string {
  try {
    const saved = localStorage.getItem(KEY);
    return saved && known(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function recentCountries(known: (code: string) => boolean): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === "string" && known(c)) : [];
  } catch {
    return [];
  }
}

export function rememberCountry(code: string): void {
  try {
    localStorage.setItem(KEY, code);
    const recent = recentCountries(() => true).filter((c) => c !== code);
    localStorage.setItem(RECENT_KEY, JSON.stringify([code, ...recent].slice(0, MAX_RECENT)));
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}
