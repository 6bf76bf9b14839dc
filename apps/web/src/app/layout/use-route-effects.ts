import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { recordPageVisit } from "../../lib/page-visits";
import { rememberVisitedPage } from "../../lib/visited-pages";

/** On every route change: start at the top of the page, count the visit and keep the page for offline use. */
export function useRouteEffects(): void {
  const { pathname } = useLocation();

  // Layout effect, so the new page never paints at the old scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    try {
      recordPageVisit(pathname, window.localStorage);
    } catch {
      // localStorage itself can throw (blocked cookies); counting is optional.
    }
    void rememberVisitedPage(pathname);
  }, [pathname]);
}
