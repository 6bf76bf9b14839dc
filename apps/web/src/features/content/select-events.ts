import type { EventMeta } from "@gradeatlas/contracts/content";
import { isPast } from "./ics";

export type EventsWhen = "upcoming" | "past" | "all";

/** How many past editions stand in for an empty "Upcoming" list. */
export const RECENT_PAST_LIMIT = 6;

export interface EventSelection {
  events: readonly EventMeta[];
  /**
   * True when nothing upcoming matched and `events` holds the most recent past
   * editions instead: a blank list reads as "this page is broken", while last
   * year's editions show which conferences to look out for.
   */
  showingRecentPast: boolean;
}

/**
 * The events /events lists for a when-filter, a tag ("" for all) and a date
 * (YYYY-MM-DD, UTC): upcoming soonest first, past most recent first.
 * `events` must be sorted by start date, as the content build writes them.
 */
export function selectEvents(
  events: readonly EventMeta[],
  when: string,
  tag: string,
  today: string = new Date().toISOString().slice(0, 10),
): EventSelection {
  const tagged = events.filter((e) => !tag || e.tags.includes(tag));
  const past = tagged.filter((e) => isPast(e, today)).reverse();
  if (when === "all") return { events: tagged, showingRecentPast: false };
  if (when === "past") return { events: past, showingRecentPast: false };
  const upcoming = tagged.filter((e) => !isPast(e, today));
  if (upcoming.length > 0) return { events: upcoming, showingRecentPast: false };
  return { events: past.slice(0, RECENT_PAST_LIMIT), showingRecentPast: past.length > 0 };
}
