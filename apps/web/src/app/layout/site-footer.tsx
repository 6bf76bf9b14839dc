import { Link } from "react-router";
import { ExternalIcon } from "../../components/ui/icons";
import { LogoMark } from "../../components/ui/logo-mark";
import { hasPage } from "../../lib/paths";
import { SISTER_SITE, SUPPORT_EMAIL } from "../../lib/support-contact";
import { footerColumns } from "./footer-links";

const linkClass =
  "rounded-sm text-sm text-slate-700 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

export function SiteFooter() {
  const columns = footerColumns
    .map((column) => ({ ...column, links: column.links.filter((l) => hasPage(l.to)) }))
    .filter((column) => column.links.length > 0 || column.heading === "Support");

  return (
    // SPEC §2: desktop only. On phones the bottom bar carries the navigation and
    // the footer would only add a long scroll below every page.
    <footer className="hidden border-t border-slate-200 bg-white md:block">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div>
          <p className="flex items-center gap-2 text-base font-bold text-slate-900">
            <LogoMark className="size-6" />
            GradeAtlas
          </p>
          <p className="mt-3 max-w-xs text-sm text-slate-700">
            International grades and transcripts converted to the US 4.0 scale, with the scale, method and source named.
          </p>
        </div>

        {columns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-900">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
              {column.heading === "Platform" && (
                <li>
                  <a
                    href={SISTER_SITE.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkClass} inline-flex items-center gap-1`}
                  >
                    {SISTER_SITE.name}
                    <ExternalIcon className="size-3.5" />
                    <span className="sr-only">(sister platform, opens in a new tab)</span>
                  </a>
                </li>
              )}
              {column.heading === "Support" && (
                <li>
                  <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                    {SUPPORT_EMAIL}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-700 sm:px-6">
          © {new Date().getFullYear()} GradeAtlas
        </p>
      </div>
    </footer>
  );
}
