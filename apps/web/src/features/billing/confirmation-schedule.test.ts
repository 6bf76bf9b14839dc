import { describe, expect, it } from "vitest";
import { CONFIRMATION_ATTEMPTS, nextConfirmationDelay } from "./confirmation-schedule";

describe("waiting for the subscription to be confirmed", () => {
  it("backs off, never waits more than 30 s between requests, and stops after about a minute", () => {
    const delays: number[] = [];
    for (let answered = 1; ; answered++) {
      const delay = nextConfirmationDelay(answered);
      if (delay === false) break;
      delays.push(delay);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 30_000]);
    expect(delays.every((d, i) => i === 0 || d > (delays[i - 1] as number))).toBe(true);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30_000);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(CONFIRMATION_ATTEMPTS).toBe(delays.length + 1);
  });
});
