import type { premiumFeatures } from "./premium-features";

type Feature = (typeof premiumFeatures)[number];

/** What premium adds; the feature the visitor came from (`ref`) is highlighted. */
export function PremiumFeaturesSection({
  features,
  highlighted,
}: {
  features: readonly Feature[];
  highlighted: Feature | null;
}) {
  return (
    <section aria-labelledby="premium-features" className="mt-10">
      <h2 id="premium-features" className="text-xl font-semibold text-slate-900">
        What premium adds
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((f) => {
          const here = f.ref === highlighted?.ref;
          return (
            <li
              key={f.ref}
              data-ref={f.ref}
              aria-current={here ? "true" : undefined}
              className={`rounded-lg border p-4 ${here ? "border-blue-700 bg-blue-50 ring-2 ring-blue-700" : "border-slate-200 bg-white"}`}
            >
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              {here && (
                <p className="mt-1 text-xs font-semibold tracking-wide text-blue-900 uppercase">You came from here</p>
              )}
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        Some of these are being built now; subscribers get each one as it ships.
      </p>
    </section>
  );
}
