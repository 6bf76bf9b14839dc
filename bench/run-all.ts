// `npm run bench`: runs every benchmark, prints each figure with its ratio to a
// baseline measured in the same run, and rewrites the table in bench/RESULTS.md
// (the notes below its marker line are kept). Naming suites runs only those and
// writes nothing: `node --import tsx bench/run-all.ts engine http`.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { engineThroughput } from "./engine/engine-throughput.ts";
import { healthThroughput } from "./http/health-throughput.ts";
import { insightsQuery } from "./http/insights-query.ts";
import { limitCost } from "./http/limit-cost.ts";
import { restartTime } from "./http/restart-time.ts";
import { reportRender } from "./report/report-render.ts";
import type { BenchResult } from "./support/result.ts";
import { firstLoadJs } from "./web/first-load-js.ts";
import { lighthouseCalculator } from "./web/lighthouse-calculator.ts";
import { transcriptRecompute } from "./web/transcript-recompute.ts";

const suites: [string, () => Promise<BenchResult[]>][] = [
  ["Engine", engineThroughput],
  ["HTTP", async () => [...(await healthThroughput()), ...(await limitCost()), ...(await restartTime())]],
  ["Insights", insightsQuery],
  ["Reports", reportRender],
  ["Web", async () => [...(await transcriptRecompute()), ...(await firstLoadJs()), ...(await lighthouseCalculator())]],
];

const chosen = process.argv.slice(2).map((s) => s.toLowerCase());
const unknown = chosen.filter((name) => !suites.some(([suite]) => suite.toLowerCase() === name));
if (unknown.length) {
  console.error(`No suite named ${unknown.join(", ")}; the suites are ${suites.map(([s]) => s).join(", ")}.`);
  process.exit(1);
}

const fmt = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString("en-US") : n >= 1 ? n.toFixed(2) : n.toPrecision(2);
const rows: BenchResult[] = [];
for (const [suite, run] of suites) {
  if (chosen.length && !chosen.includes(suite.toLowerCase())) continue;
  console.log(`\n== ${suite}`);
  for (const r of await run()) {
    rows.push(r);
    console.log(
      `${r.name}: ${fmt(r.value)} ${r.unit} | ${r.baselineName}: ${fmt(r.baseline)} ${r.unit} | ratio ${r.ratio.toFixed(3)}`,
    );
  }
}

const machine = `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`;
const table = rows
  .map(
    (r) =>
      `| ${r.name} | ${fmt(r.value)} ${r.unit} | ${r.baselineName}: ${fmt(r.baseline)} ${r.unit} | ${r.ratio.toFixed(3)} | ${r.notes ?? ""} |`,
  )
  .join("\n");
console.log(`\n${machine}`);
if (chosen.length) process.exit(0);

const resultsFile = new URL("./RESULTS.md", import.meta.url);
const marker = "<!-- Everything below this line is kept when npm run bench rewrites the table above. -->";
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
const notes = previous.includes(marker) ? previous.slice(previous.indexOf(marker)) : `${marker}\n`;
writeFileSync(
  resultsFile,
  `# Benchmark results\n\nLatest run of \`npm run bench\`: ${new Date().toISOString().slice(0, 10)}, ${machine}.\nEach figure is measured next to its baseline in the same run; the ratio is what to compare across runs.\n\n| Benchmark | Figure | Baseline | Ratio | How |\n|---|---|---|---|---|\n${table}\n\n${notes}`,
);
console.log("\nWrote bench/RESULTS.md");
