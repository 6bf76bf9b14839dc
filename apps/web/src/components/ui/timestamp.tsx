const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A date (and time) in the reader's locale, e.g. for labels: "Nov 22, 2026, 8:12 AM". */
export const formatTimestamp = (iso: string, withTime = true): string =>
  (withTime ? dateTimeFormat : dateFormat).format(new Date(iso));

/** A machine-readable <time> showing the date (and time) in the reader's locale; "—" when there is none. */
export function Timestamp({ iso, withTime = true }: { iso: string | null; withTime?: boolean }) {
  if (iso === null) return <>—</>;
  if (Number.isNaN(new Date(iso).getTime())) return <>{iso}</>;
  return <time dateTime={iso}>{formatTimestamp(iso, withTime)}</time>;
}
