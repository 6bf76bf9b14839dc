import type { MouseEvent } from "react";
import { useMediaQuery } from "../../lib/use-media-query";
import { DESKTOP_NAV_ID } from "./desktop-nav";
import { MOBILE_NAV_ID } from "./mobile-bottom-bar";

export const MAIN_CONTENT_ID = "main-content";

/** Tailwind's md breakpoint, where the desktop nav replaces the bottom bar. */
const DESKTOP_QUERY = "(min-width: 48rem)";

const skipClass =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-md focus:bg-blue-900 " +
  "focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-blue-700";

// Focus is moved by script rather than by following the #fragment: a fragment
// change is a history navigation, which the router would treat as a route
// change (and scroll to the top).
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: "nearest" });
}

export function SkipLinks() {
  // Only one nav is displayed at a time (desktop menus or the bottom bar).
  const navId = useMediaQuery(DESKTOP_QUERY) ? DESKTOP_NAV_ID : MOBILE_NAV_ID;

  return (
    <div>
      <a href={`#${MAIN_CONTENT_ID}`} className={skipClass} onClick={(e) => focusTarget(e, MAIN_CONTENT_ID)}>
        Skip to main content
      </a>
      <a href={`#${navId}`} className={skipClass} onClick={(e) => focusTarget(e, navId)}>
        Skip to navigation
      </a>
    </div>
  );
}
