import type { EventMeta } from "@gradeatlas/contracts/content";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { FilterSelect, useUrlFilter } from "../../components/ui/url-filter";
import { paths } from "../../lib/paths";
import { saveFile } from "../../lib/save-file";
import { NotFoundPage } from "../not-found";
import { ContentHtml } from "./content-html";
import { eventBodies, events } from "./generated/content-index.generated";
import { eventIcs, isPast } from "./ics";
import { selectEvents } from "./select-events";
import { useContentBody } from "./use-content-body";

const tagOptions = [...new Set(events.flatMap((e) => e.tags))].sort().map((t) => ({ value: t, label: t }));
const fmt = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
const dates = (e: EventMeta) => (e.start === e.end ? fmt(e.start) : `${fmt(e.start)} – ${fmt(e.end)}`);
const place = (e: EventMeta) => (e.online ? "Online" : [e.city, e.country].filter(Boolean).join(", "));

// Beside the heading, never inside it: inside, screen readers announced each
// past event's name as "…Expopast".
function PastBadge() {
  return <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">past</span>;
}

/** /events: curated events, upcoming first, filterable by when (?when=) and tag (?tag=). */
export function EventsPage() {
  const [when, setWhen] = useUrlFilter("when", "upcoming");
  const [tag, setTag] = useUrlFilter("tag");
  const { events: ordered, showingRecentPast } = selectEvents(events, when, tag);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Curated events · GradeAtlas</title>
      <meta
        name="description"
        content="Conferences and workshops for international admissions and credential evaluation staff, with dates, places and calendar files."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Curated events</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Conferences where evaluators meet, learn country updates and compare practice. Dates and places are as the
        organisers publish them; check the organiser's page before you book.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <FilterSelect
          label="When"
          value={when}
          onChange={setWhen}
          options={[
            { value: "upcoming", label: "Upcoming" },
            { value: "past", label: "Past" },
            { value: "all", label: "All" },
          ]}
        />
        <FilterSelect
          label="Topic"
          value={tag}
          onChange={setTag}
          options={[{ value: "", label: "All topics" }, ...tagOptions]}
        />
      </div>
      {showingRecentPast ? (
        <p role="status" className="mt-6 max-w-3xl rounded-lg bg-slate-100 px-4 py-3 font-medium text-slate-900">
          No upcoming events match. These are the most recent past ones.
        </p>
      ) : (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {ordered.length} {ordered.length === 1 ? "event" : "events"}
        </p>
      )}
      {ordered.length === 0 && (
        <p className="mt-3 max-w-3xl text-slate-700">
          No event matches these filters. We add an edition once its organiser publishes its dates and place.
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {ordered.map((e) => (
          <li key={e.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link to={`${paths.events}/${e.slug}`} className="hover:underline">
                  {e.title}
                </Link>
              </h2>
              {isPast(e) && <PastBadge />}
            </div>
            <p className="mt-1 text-sm text-slate-800">
              <time dateTime={e.start}>{dates(e)}</time> · {place(e)} · {e.organiser}
            </p>
            <p className="mt-2 text-sm text-slate-700">{e.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /events/{slug}: one event, its write-up, sources and a calendar file. */
export function EventPage() {
  const { slug = "" } = useParams();
  const event = events.find((e) => e.slug === slug);
  const body = useContentBody("event", slug, eventBodies[slug]);
  if (!event) return <NotFoundPage />;
  const downloadIcs = () => {
    saveFile(new Blob([eventIcs(event)], { type: "text/calendar;charset=utf-8" }), `${event.slug}.ics`);
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${event.title} · GradeAtlas`}</title>
      <meta name="description" content={event.description} />
      <p className="text-sm font-medium text-slate-700">
        <Link to={paths.events} className="text-blue-800 underline">
          Curated events
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{event.title}</h1>
        {isPast(event) && <PastBadge />}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-900">When</dt>
          <dd className="text-slate-700">{dates(event)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Where</dt>
          <dd className="text-slate-700">{[event.venue, place(event)].filter(Boolean).join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Organiser</dt>
          <dd className="text-slate-700">{event.organiser}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={event.url} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
          Organiser's page
        </a>
        <button type="button" className={buttonClass("secondary")} onClick={downloadIcs}>
          Add to calendar (.ics)
        </button>
      </div>
      <div className="mt-8">
        {body.isPending && <LoadingIndicator label="Loading…" />}
        {body.data && <ContentHtml html={body.data.html} />}
      </div>
    </div>
  );
}
