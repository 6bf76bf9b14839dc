import { Link } from "react-router";
import { paths } from "../../lib/paths";
import { SUPPORT_EMAIL } from "../../lib/support-contact";

const linkClass =
  "rounded-sm underline-offset-2 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * Phones only: one line with Privacy & Terms and the support address at the
 * end of every page. The footer is desktop-only (SPEC §2) and the bottom bar
 * and menus hold fixed items, so without this line a phone user, a guest
 * above all (who has no menu at all), could not reach the privacy statement.
 * See docs/decisions/0032-privacy-link-on-phones.md.
 */
export function MobileLegalLinks() {
  return (
    <nav aria-label="Legal" className="border-t border-slate-200 px-4 py-4 md:hidden">
      <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <li>
          <Link to={paths.terms} className={linkClass}>
            Privacy & Terms
          </Link>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            Contact support
          </a>
        </li>
      </ul>
    </nav>
  );
}
