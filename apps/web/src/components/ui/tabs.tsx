import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The ARIA tabs pattern: arrow keys, Home and End move between tabs (roving
 * tabindex). Panels stay mounted while hidden, so switching never loses what
 * was typed. Small enough to keep out of the calculator's JavaScript budget.
 */
export function Tabs({ label, items, className = "" }: { label: string; items: TabItem[]; className?: string }) {
  const base = useId();
  const [selected, setSelected] = useState(items[0]?.id);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setSelected(items[next]?.id);
    refs.current[next]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="mb-6 flex gap-2 border-b border-slate-200 print:hidden">
        {items.map((item, i) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(e) => move(e, i)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-700 ${active ? "border-blue-800 text-blue-900" : "border-transparent text-slate-700 hover:text-slate-900"}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
