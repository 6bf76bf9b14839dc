import type { EventMeta } from "@gradeatlas/contracts/content";

// An iCalendar file (RFC 5545) for one event: an all-day entry from the
// first day to the day after the last (DTEND is exclusive for dates).

const compact = (date: string) => date.replaceAll("-", "");
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** RFC 5545 text: escape backslash, semicolon, comma and newlines. */
const text = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
/** Lines longer than 75 octets are folded with CRLF + space. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 75;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

export function eventIcs(event: EventMeta, stamp = new Date()): string {
  const where = event.online ? "Online" : [event.venue, event.city, event.country].filter(Boolean).join(", ");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GradeAtlas//Curated events//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.slug}@gradeatlas`,
    `DTSTAMP:${stamp
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`,
    `DTSTART;VALUE=DATE:${compact(event.start)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(event.end))}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(`${event.description} ${event.url}`)}`,
    ...(where ? [`LOCATION:${text(where)}`] : []),
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** Past once its last day is over (dates compared as YYYY-MM-DD). */
export const isPast = (event: Pick<EventMeta, "end">, today = new Date().toISOString().slice(0, 10)) =>
  event.end < today;
