import { describe, expect, it } from "vitest";
import { LEAD_STORAGE_KEY, readLead, saveLead } from "./lead-store";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe("lead store", () => {
  it("keeps a lead under lead-access-state and reads it back", () => {
    const storage = memoryStorage();
    saveLead({ email: "eva@uni.example", source: "lead-modal", savedAt: "2026-11-22T00:00:00.000Z" }, storage);
    expect(storage.map.has(LEAD_STORAGE_KEY)).toBe(true);
    expect(readLead(storage)?.email).toBe("eva@uni.example");
  });

  it("treats a missing or corrupt value as no lead", () => {
    const storage = memoryStorage();
    expect(readLead(storage)).toBeNull();
    storage.setItem(LEAD_STORAGE_KEY, "{not json");
    expect(readLead(storage)).toBeNull();
    storage.setItem(LEAD_STORAGE_KEY, JSON.stringify({ email: 42 }));
    expect(readLead(storage)).toBeNull();
  });
});
