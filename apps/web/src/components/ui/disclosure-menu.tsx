import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A button that shows a small panel of links (the disclosure pattern, which
 * suits site navigation better than an application menu). Closes on Escape
 * (focus back on the button), a click or focus outside, and navigation.
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  buttonClassName,
  align = "start",
  disabled = false,
  children,
}: {
  label: ReactNode;
  /** An accessible name when the visible label is not enough. */
  buttonLabel?: string;
  buttonClassName: string;
  align?: "start" | "end";
  disabled?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        disabled={disabled}
        className={buttonClassName}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ${align === "end" ? "right-0" : "left-0"}`}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}

/** A short hint shown on hover and keyboard focus, announced through aria-describedby. */
export function Hint({ text, children }: { text: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full left-1/2 z-50 mt-1.5 w-max max-w-60 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {text}
      </span>
    </span>
  );
}
