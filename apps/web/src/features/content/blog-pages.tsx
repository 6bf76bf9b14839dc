import type { PostMeta } from "@gradeatlas/contracts/content";
import { Link, useParams } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { FilterSelect, useUrlFilter } from "../../components/ui/url-filter";
import { paths } from "../../lib/paths";
import { NotFoundPage } from "../not-found";
import { SaveToReadingList } from "../reading-list";
import { ContentHtml } from "./content-html";
import { postBodies, posts } from "./generated/content-index.generated";
import { useContentBody } from "./use-content-body";

const tagOptions = [...new Set(posts.flatMap((p) => p.tags))].sort().map((t) => ({ value: t, label: t }));
const longDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Posts sharing the most tags or countries with this one, newest first on ties. */
export function relatedPosts(post: PostMeta, all: readonly PostMeta[] = posts, count = 3): PostMeta[] {
  const score = (p: PostMeta) =>
    p.tags.filter((t) => post.tags.includes(t)).length + p.countries.filter((c) => post.countries.includes(c)).length;
  return all
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, s: score(p) }))
    .filter(({ s }) => s > 0)
    .sort((a, b) => b.s - a.s || b.p.date.localeCompare(a.p.date))
    .slice(0, count)
    .map(({ p }) => p);
}

function PostCard({ post }: { post: PostMeta }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-blue-900 uppercase">
        {post.kind === "guide" ? "Guide" : "Post"} · {post.section}
      </p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">
        <Link
          to={`${paths.blog}/${post.slug}`}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-slate-700">{post.description}</p>
      <p className="mt-3 text-xs text-slate-700">
        <time dateTime={post.date}>{longDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
    </article>
  );
}

/** /blog: guides and posts, filterable by tag (?tag=) and kind (?kind=). */
export function BlogPage() {
  const [tag, setTag] = useUrlFilter("tag");
  const [kind, setKind] = useUrlFilter("kind");
  const shown = posts.filter((p) => (!tag || p.tags.includes(tag)) && (!kind || p.kind === kind));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Blog and guides · GradeAtlas</title>
      <meta
        name="description"
        content="Practical guides for international admissions evaluators: grading scales, credits and transcripts, country by country."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog and guides</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Practical reading for evaluators: what a foreign document says, how its scale works, and how to convert it with
        a method you can defend. Every guide lists its sources.
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <FilterSelect
          label="Type"
          value={kind}
          onChange={setKind}
          options={[
            { value: "", label: "Guides and posts" },
            { value: "guide", label: "Guides" },
            { value: "post", label: "Posts" },
          ]}
        />
        <FilterSelect
          label="Topic"
          value={tag}
          onChange={setTag}
          options={[{ value: "", label: "All topics" }, ...tagOptions]}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {shown.length} {shown.length === 1 ? "article" : "articles"}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {shown.map((p) => (
          <PostCard key={p.slug} post={p} />
        ))}
      </div>
    </div>
  );
}

/** /blog/{slug}: one article, its sources and related reading. */
export function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = posts.find((p) => p.slug === slug);
  const body = useContentBody("post", slug, postBodies[slug]);
  if (!post) return <NotFoundPage />;
  const related = relatedPosts(post);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${post.title} · GradeAtlas`}</title>
      <meta name="description" content={post.description} />
      <p className="text-sm font-medium text-slate-700">
        <Link to={paths.blog} className="text-blue-800 underline">
          Blog and guides
        </Link>{" "}
        · {post.section}
      </p>
      <article>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          {post.author} · <time dateTime={post.date}>{longDate(post.date)}</time>
          {post.updated && (
            <>
              {" "}
              · updated <time dateTime={post.updated}>{longDate(post.updated)}</time>
            </>
          )}{" "}
          · {post.readingMinutes} min read
        </p>
        <div className="mt-4 print-hide">
          <SaveToReadingList kind="post" slug={post.slug} title={post.title} />
        </div>
        <div className="mt-8">
          {body.isPending && <LoadingIndicator label="Loading the article…" />}
          {body.isError && (
            <p role="alert" className="text-red-800">
              The article could not be loaded. Reload the page to try again.
            </p>
          )}
          {body.data && <ContentHtml html={body.data.html} />}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-8">
          <h2 id="related-heading" className="text-xl font-semibold text-slate-900">
            Related reading
          </h2>
          <ul className="mt-4 space-y-3">
            {related.map((r) => (
              <li key={r.slug}>
                <Link to={`${paths.blog}/${r.slug}`} className="font-medium text-blue-800 underline">
                  {r.title}
                </Link>
                <p className="text-sm text-slate-700">{r.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
