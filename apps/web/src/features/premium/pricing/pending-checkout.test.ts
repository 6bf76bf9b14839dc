import { describe, expect, it } from "vitest";
import { savePendingCheckout, takePendingCheckout } from "./pending-checkout";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("a guest's chosen plan, waiting for sign-up", () => {
  it("is taken once, right after signing in", () => {
    const store = memoryStore();
    savePendingCheckout({ plan: "personal", interval: "year" }, 1_000, store);
    expect(takePendingCheckout(61_000, store)).toEqual({ plan: "personal", interval: "year" });
    expect(takePendingCheckout(62_000, store)).toBeNull();
  });

  it("expires after half an hour, so a much later sign-in never starts a checkout", () => {
    const store = memoryStore();
    savePendingCheckout({ plan: "personal", interval: "month" }, 0, store);
    expect(takePendingCheckout(31 * 60_000, store)).toBeNull();
  });

  it("ignores what it did not write", () => {
    const store = memoryStore();
    store.setItem("premium-pending-checkout", JSON.stringify({ plan: "gold", interval: "month", at: 0 }));
    expect(takePendingCheckout(1, store)).toBeNull();
    store.setItem("premium-pending-checkout", "{not json");
    expect(takePendingCheckout(1, store)).toBeNull();
  });
});
