import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { paths, premiumPath } from "../../lib/paths";

type Badge = "Free" | "Premium" | "Coming soon";

const badgeStyles: Record<Badge, string> = {
  Free: "border-green-300 bg-green-50 text-green-900",
  Premium: "border-blue-300 bg-blue-50 text-blue-900",
  "Coming soon": "border-amber-300 bg-amber-50 text-amber-900",
};

interface Feature {
  title: string;
  badges: Badge[];
  text: string;
  link: { to: string; label: string };
}

// docs/requirements.md §1 and §2: six cards, some free, some premium, some coming soon.
const features: Feature[] = [
  {
    title: "GPA calculator",
    badges: ["Free"],
    text: "Convert a single grade or a whole transcript to the US 4.0 scale. Every result names its scale, method and published source, and you can compare methods side by side.",
    link: { to: paths.calculator, label: "Open the calculator" },
  },
  {
    title: "Academic reports",
    badges: ["Free"],
    text: "A PDF for the applicant's file with the courses, the US grades, the overall, per-year and last-60-credit GPAs, the method and the sources. Made in your browser.",
    link: { to: paths.calculator, label: "Make a report" },
  },
  {
    title: "Training aid",
    badges: ["Free"],
    text: "Practice conversions for new staff, checked as you go, next to a reference of education systems around the world.",
    link: { to: paths.training, label: "Start practising" },
  },
  {
    title: "Calculation history and team",
    badges: ["Premium"],
    text: "Search, reopen and export every saved conversion, and share scale choices and house rules across your office with a record of who converted what.",
    link: { to: premiumPath("history"), label: "See premium" },
  },
  {
    title: "CRM integration and automation",
    badges: ["Premium"],
    text: "Results straight into Slate, Salesforce or HubSpot, or any system through signed webhooks, without retyping. Our mapping guide shows where each field belongs.",
    link: { to: paths.crmMappingGuide, label: "Read the CRM mapping guide" },
  },
  {
    title: "Data insights on application patterns",
    badges: ["Coming soon", "Premium"],
    text: "Patterns across your applicant pool by country, scale and converted GPA, to plan recruitment and review.",
    link: { to: premiumPath("insights"), label: "See premium" },
  },
];

/** /about: the founder letter, then what is free, what is premium and what is still to come. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>About · GradeAtlas</title>
      <meta
        name="description"
        content="Why we built GradeAtlas, a letter from our founder, and what is free, premium and coming soon."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">About GradeAtlas</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
        GradeAtlas turns transcript data into insights for global engagement. Admissions professionals at over 200
        institutions use it to convert international grades to the US 4.0 scale with an answer they can defend.
      </p>

      <section aria-labelledby="founder-letter" className="mt-12 max-w-3xl">
        <h2 id="founder-letter" className="text-2xl font-semibold text-slate-900">
          A letter from our founder
        </h2>
        <div className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-6 leading-relaxed text-slate-800">
          <p>Dear colleagues,</p>
          <p>
            Every admissions season I watched capable evaluators lose hours to the same question: what is this grade
            worth here? A 2.0 from Germany, a 65 from India, a 14 from France. The answers lived in spreadsheets passed
            from desk to desk, in published tables that disagree with each other, and in the memory of whoever had been
            in the office longest. Applicants deserved better, and so did the people reading their files.
          </p>
          <p>
            GradeAtlas is the tool I wanted on my own desk. It shows its work: which scale, which method, which source,
            and how the answer changes if you choose differently. It handles whole transcripts, credit systems and the
            awkward cases, such as pass/fail courses, repeats and grades that fall outside the scale, instead of hiding
            them behind a single number.
          </p>
          <p>
            One promise matters more than any feature: <strong>the core of GradeAtlas will always stay free.</strong>{" "}
            The calculator, the academic reports and the training aid are free today and will stay free. No trial that
            runs out, no paywall in the middle of a conversion. A student checking their own GPA and a new evaluator in
            their first week should have the same tool as the largest office.
          </p>
          <p>
            Premium exists for teams who need more around that core: shared history, team settings and, soon, the link
            to your CRM. It is how we keep the free tools running and improving.
          </p>
          <p>
            If a conversion looks wrong to you, or a country's scale is missing something, tell us. Every scale names
            its sources so that you can check our work, and we would rather be corrected than be quietly wrong.
          </p>
          <p>
            With thanks,
            <br />
            The founder of GradeAtlas
          </p>
        </div>
      </section>

      <section aria-labelledby="about-features" className="mt-12">
        <h2 id="about-features" className="text-2xl font-semibold text-slate-900">
          What GradeAtlas offers
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap gap-2">
                {f.badges.map((b) => (
                  <span key={b} className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[b]}`}>
                    {b}
                  </span>
                ))}
              </div>
              <h3 className="mt-3 font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{f.text}</p>
              <Link to={f.link.to} className="mt-4 text-sm font-medium text-blue-800 underline">
                {f.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-coming-soon" className="mt-12 max-w-3xl">
        <h2 id="about-coming-soon" className="text-2xl font-semibold text-slate-900">
          Also coming soon
        </h2>
        <p className="mt-2 text-slate-700">
          These are not available yet. We list them so you know where we are heading, not to sell them early.
        </p>
        <ul className="mt-4 space-y-3 text-slate-800">
          <li>
            <span
              className={`mr-2 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeStyles["Coming soon"]}`}
            >
              Coming soon
            </span>
            <strong>AI calculator:</strong> reads a transcript for you, calculates the GPA and synchronises the result
            with your CRM.
          </li>
          <li>
            <span
              className={`mr-2 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeStyles["Coming soon"]}`}
            >
              Coming soon
            </span>
            <strong>Knowledge base for staff training:</strong> how-tos and worked cases for new evaluators, alongside
            the training aid.
          </li>
          <li>
            <span
              className={`mr-2 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeStyles["Coming soon"]}`}
            >
              Coming soon
            </span>
            <span className={`mr-2 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badgeStyles.Free}`}>
              Free
            </span>
            <strong>Guides on international education systems:</strong> longer guides building on our{" "}
            <Link to={paths.educationSystems} className="font-medium text-blue-800 underline">
              reference of education systems
            </Link>
            , free for everyone.
          </li>
        </ul>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <Link to={paths.calculator} className={buttonClass("primary")}>
          Try the calculator
        </Link>
        <Link to={paths.training} className={buttonClass("secondary")}>
          Open the training aid
        </Link>
        <Link to={paths.premium} className={buttonClass("secondary")}>
          Premium for teams
        </Link>
      </div>
    </div>
  );
}
