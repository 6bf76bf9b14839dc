import { useEffect, useState } from "react";
import { ArrowUpIcon } from "../../components/ui/icons";

export const SCROLL_TO_TOP_THRESHOLD_PX = 400;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Appears once the page has scrolled past 400px (docs/requirements.md §9). */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className="print-hide fixed right-4 bottom-24 z-30 inline-flex size-11 items-center justify-center rounded-full bg-blue-900 text-white shadow-lg hover:bg-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:bottom-8 md:right-8"
    >
      <ArrowUpIcon />
    </button>
  );
}
