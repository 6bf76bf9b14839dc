import { describe, expect, it } from "vitest";
import { events } from "./generated/content-index.generated";
import { isPast } from "./ics";
import { selectEvents } from "./select-events";

// The date the issue was reported: /events opened on it showed an empty list.
const REPORTED = "2026-11-24";

describe("the events /events lists", () => {
  it(`by default (upcoming, all topics) on ${REPORTED} is never empty: upcoming events, or else the latest past ones`, () => {
    const { events: shown, showingRecentPast } = selectEvents(events, "upcoming", "", REPORTED);
    expect(shown.length).toBeGreaterThan(0);
    const upcoming = events.filter((e) => !isPast(e, REPORTED));
    // Only editions whose dates an organiser has published are listed, so which
    // branch applies depends on the data; either way the visitor sees events.
    if (upcoming.length > 0) {
      expect(showingRecentPast).toBe(false);
      expect(shown).toEqual(upcoming);
    } else {
      expect(showingRecentPast).toBe(true);
      expect(shown.every((e) => isPast(e, REPORTED))).toBe(true);
    }
  });

  it("shows the most recent past editions, newest first, when nothing upcoming matches", () => {
    const afterAll = "2099-01-01";
    expect(events.every((e) => isPast(e, afterAll))).toBe(true);
    const { events: shown, showingRecentPast } = selectEvents(events, "upcoming", "", afterAll);
    expect(showingRecentPast).toBe(true);
    expect(shown.length).toBeGreaterThan(0);
    const newestFirst = [...events].sort((a, b) => b.end.localeCompare(a.end));
    expect(shown[0]?.slug).toBe(newestFirst[0]?.slug);
    expect(shown.map((e) => e.start)).toEqual([...shown.map((e) => e.start)].sort().reverse());
  });

  it("keeps the topic filter in the fallback, and lists nothing (no fallback) when no event has the topic", () => {
    const afterAll = "2099-01-01";
    const tag = events[0]?.tags[0] as string;
    const { events: shown } = selectEvents(events, "upcoming", tag, afterAll);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((e) => e.tags.includes(tag))).toBe(true);
    expect(selectEvents(events, "upcoming", "no-such-topic", afterAll)).toEqual({
      events: [],
      showingRecentPast: false,
    });
  });

  it("with the Past filter lists past events only, most recent first, without the fallback notice", () => {
    const { events: shown, showingRecentPast } = selectEvents(events, "past", "", REPORTED);
    expect(showingRecentPast).toBe(false);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((e) => isPast(e, REPORTED))).toBe(true);
  });
});

describe("the curated events data", () => {
  const realDate = (d: string) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

  it.each(events.map((e) => [e.slug, e] as const))(
    "%s has its organiser's page, a source and a real date range",
    (_slug, e) => {
      expect(e.url).toMatch(/^https?:\/\/[^/\s]+/);
      expect(e.sources.length).toBeGreaterThan(0);
      for (const s of e.sources) expect(s.url).toMatch(/^https:\/\/[^/\s]+/);
      expect(realDate(e.start), e.start).toBe(true);
      expect(realDate(e.end), e.end).toBe(true);
      expect(e.end >= e.start).toBe(true);
      // A conference runs days, not weeks: a longer range is a typo in the front matter.
      expect((Date.parse(e.end) - Date.parse(e.start)) / 86_400_000).toBeLessThanOrEqual(14);
    },
  );
});
