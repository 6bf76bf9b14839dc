// The automatic JSX runtime whatever the consumer's tsconfig says (tsx, esbuild, vitest alike).
/** @jsxRuntime automatic */
import type { Gpa, Source, TranscriptResult } from "@gradeatlas/engine";
import { Link, Text } from "@react-pdf/renderer";
import { Line, s, Table } from "./pdf-parts";
import { credits, fixed2, gpaLine } from "./report-format";

// What both reports print alike: the GPA variants and the scale's sources.

export function GpaTable({ title, groups }: { title: string; groups: Record<string, Gpa> }) {
  const rows = Object.entries(groups).map(([name, g]) => [name, fixed2(g.gpa), credits(g.gpaCredits)]);
  if (rows.length === 0) return null;
  const columns = [
    { title, flex: 2 },
    { title: "GPA", flex: 1, num: true },
    { title: "GPA credits", flex: 1, num: true },
  ];
  return <Table columns={columns} rows={rows} width={300} />;
}

/** Overall GPA, US credits, the last 60 credits' GPA and the repeat policy, one line each. */
export function GpaLines({ result }: { result: TranscriptResult }) {
  const { overall, last60 } = result.gpa;
  return (
    <>
      <Line label="Overall GPA" value={gpaLine(overall)} />
      <Line label="US credits earned" value={credits(result.usCredits)} />
      <Line
        label="Last 60 US credits"
        value={`${gpaLine(last60)} (${last60.courses} course${last60.courses === 1 ? "" : "s"})`}
      />
      <Line
        label="Repeated courses"
        value={
          result.repeatPolicy === "latest-attempt"
            ? "only the latest attempt counts in the GPA"
            : "every attempt counts in the GPA"
        }
      />
    </>
  );
}

/** One line per source: publisher, title, link and the day it was read. */
export function SourceLines({ sources, prefix = "" }: { sources: readonly Source[]; prefix?: string }) {
  return sources.map((src) => (
    <Text key={src.url} style={s.small}>
      {prefix}
      {src.publisher}, "{src.title}",{" "}
      <Link src={src.url} style={s.link}>
        {src.url}
      </Link>
      , accessed {src.accessed}
    </Text>
  ));
}
