// The calculator reopens on the country last used: evaluators work through
// batches from one country at a time.
const KEY = "gradeatlas:calculator:country";

export function rememberedCountry(fallback: string, known: (code: string) => boolean): string {
  try {
    const saved = localStorage.getItem(KEY);
    return saved && known(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

export function rememberCountry(code: string): void {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}
