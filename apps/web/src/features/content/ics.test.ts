import type { EventMeta } from "@gradeatlas/contracts/content";
import { describe, expect, it } from "vitest";
import { eventIcs, isPast } from "./ics";

const event: EventMeta = {
  title: "EAIE Conference, Gothenburg; 2025",
  slug: "eaie-2025",
  organiser: "EAIE",
  start: "2025-09-09",
  end: "2025-09-12",
  city: "Gothenburg",
  country: "Sweden",
  online: false,
  url: "https://www.eaie.org/gothenburg.html",
  description: "The European Association for International Education's annual conference, with credential sessions.",
  tags: ["conference"],
  sources: [{ title: "EAIE", url: "https://www.eaie.org" }],
};

describe("event calendar files", () => {
  it("writes an all-day event with an exclusive end date and escaped text", () => {
    const ics = eventIcs(event, new Date("2026-11-22T10:00:00Z"));
    expect(ics).toContain("DTSTART;VALUE=DATE:20250909\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20250913\r\n");
    expect(ics).toContain("SUMMARY:EAIE Conference\\, Gothenburg\\; 2025\r\n");
    expect(ics).toContain("LOCATION:Gothenburg\\, Sweden\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("says past only after the last day", () => {
    expect(isPast(event, "2025-09-12")).toBe(false);
    expect(isPast(event, "2025-09-13")).toBe(true);
  });
});
