import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { paths } from "../../lib/paths";
import { useReadingList, useReadingListActions } from "./use-reading-list";

const hrefOf = (kind: string, slug: string) =>
  kind === "country"
    ? `${paths.educationSystems}/${slug}`
    : kind === "event"
      ? `${paths.events}/${slug}`
      : `${paths.blog}/${slug}`;
const kindText: Record<string, string> = { post: "Guide or post", event: "Event", country: "Country reference" };

/** /reading-list and /account/reading-list: saved pages, marked read or removed. */
export function ReadingListPage() {
  const list = useReadingList(true);
  const { setRead, remove } = useReadingListActions();
  const items = list.data?.items ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Reading list · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reading list</h1>
      <p className="mt-3 text-slate-700">Guides, events and country pages you saved, newest first.</p>
      {list.isPending && <LoadingIndicator label="Loading your reading list…" />}
      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          Your reading list could not be loaded.
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="mt-6 text-slate-700">
          Nothing saved yet. Use "Save to reading list" on a{" "}
          <Link to={paths.blog} className="text-blue-800 underline">
            guide
          </Link>{" "}
          or a{" "}
          <Link to={paths.educationSystems} className="text-blue-800 underline">
            country page
          </Link>
          .
        </p>
      )}
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link
                to={hrefOf(item.kind, item.slug)}
                className={`font-medium underline ${item.read ? "text-slate-700" : "text-blue-800"}`}
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-700">
                {kindText[item.kind]} · saved {new Date(item.savedAt).toLocaleDateString()}
                {item.read ? " · read" : ""}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass("secondary")}
                onClick={() => setRead.mutate({ id: item.id, read: !item.read })}
                aria-label={`${item.read ? "Mark as unread" : "Mark as read"}: ${item.title}`}
              >
                {item.read ? "Mark unread" : "Mark read"}
              </button>
              <button
                type="button"
                className={buttonClass("ghost")}
                onClick={() => remove.mutate(item.id)}
                aria-label={`Remove ${item.title}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
