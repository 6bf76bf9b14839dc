import { type FormEvent, useId } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { BookIcon, CalculatorIcon } from "../../components/ui/icons";
import { hasPage, paths } from "../../lib/paths";
import { searchTarget } from "./search-target";

const cards = [
  {
    to: paths.calculator,
    title: "GPA Calculator",
    text: "Convert international grades and transcripts to the US 4.0 scale.",
    Icon: CalculatorIcon,
  },
  {
    to: paths.blog,
    title: "Blog",
    text: "Guides and news on international grading and admissions.",
    Icon: BookIcon,
  },
];

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const searchId = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("q") ?? "");
    navigate(searchTarget(text));
  };

  // A visitor who arrived directly has nowhere to go back to: go home instead.
  const goBack = () => (location.key === "default" ? navigate(paths.home) : navigate(-1));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <title>Page not found · GradeAtlas</title>
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-lg text-slate-700">
          There is no page at{" "}
          <code className="rounded bg-slate-200 px-1.5 py-0.5 text-base break-all">{location.pathname}</code>. Search
          for what you need, or head back.
        </p>

        <search className="mt-8 block max-w-xl">
          <form onSubmit={onSearch}>
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
              Search
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={searchId}
                name="q"
                type="search"
                required
                autoComplete="off"
                placeholder="e.g. GPA calculator"
                className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-700"
              />
              <button type="submit" className={buttonClass("primary")}>
                Search
              </button>
            </div>
          </form>
        </search>

        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={goBack} className={buttonClass("secondary")}>
            Go Back
          </button>
          <button type="button" onClick={() => navigate(paths.home)} className={buttonClass("secondary")}>
            Go Home
          </button>
        </div>

        <ul className="mt-12 grid gap-4 sm:grid-cols-2">
          {cards
            .filter((card) => hasPage(card.to))
            .map(({ to, title, text, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-700 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                    <Icon />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{title}</span>
                    <span className="mt-1 block text-sm text-slate-700">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
