#!/usr/bin/env node
// A dependency-free first check of dataset files for people editing the data.
// The engine's zod schema (run in tests and at build) is the final word; this
// script exists so a file can be checked before anything is installed.
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const LETTERS = ["A+", "A", "A-", "AB", "B+", "B", "B-", "BC", "C+", "C", "C-", "CD", "D+", "D", "D-", "F"];
const OUTCOMES = ["graded", "pass", "credit-only", "condoned", "no-credit"];
const LEVELS = ["secondary", "undergraduate", "graduate", "exam"];
const CREDIT = ["ects", "uk-cats", "us-semester", "us-quarter", "marks", "none-known"];
const FORMULAS = ["modified-bavarian", "peking-university"];
const list = JSON.parse(
  readFileSync(join(dirname(new URL(import.meta.url).pathname), "../data/country-list.json"), "utf8"),
);

function checkScale(s, code, errs) {
  const at = `scale ${s.id ?? "?"}`;
  const need = [
    "id",
    "name",
    "level",
    "scope",
    "direction",
    "grades",
    "bestGrade",
    "passMark",
    "method",
    "sources",
    "lastReviewed",
  ];
  for (const k of need) if (s[k] === undefined) errs.push(`${at}: missing ${k}`);
  if (typeof s.id === "string" && !s.id.startsWith(`${code.toLowerCase()}-`))
    errs.push(`${at}: id must start with ${code.toLowerCase()}-`);
  if (s.id && !/^[a-z0-9-]+$/.test(s.id)) errs.push(`${at}: id must be lower-case letters, digits, hyphens`);
  if (!LEVELS.includes(s.level)) errs.push(`${at}: level must be one of ${LEVELS}`);
  if (!["higher-better", "lower-better"].includes(s.direction)) errs.push(`${at}: bad direction`);
  if (!Array.isArray(s.sources) || s.sources.length === 0) errs.push(`${at}: needs at least one source`);
  for (const src of s.sources ?? []) {
    if (
      !src.publisher ||
      !src.title ||
      !/^https?:\/\//.test(src.url ?? "") ||
      !/^\d{4}-\d{2}-\d{2}$/.test(src.accessed ?? "")
    )
      errs.push(`${at}: source needs publisher, title, http(s) url, accessed YYYY-MM-DD`);
  }
  const g = s.grades ?? {};
  const m = s.method ?? {};
  if (g.type === "labels") {
    if (!Array.isArray(g.labels) || g.labels.length < 2) errs.push(`${at}: labels list needed`);
    if (!g.labels?.includes(s.bestGrade)) errs.push(`${at}: bestGrade not among labels`);
    if (!g.labels?.includes(s.passMark)) errs.push(`${at}: passMark not among labels`);
  } else if (g.type === "numeric") {
    for (const k of ["min", "max", "step"])
      if (typeof g[k] !== "number") errs.push(`${at}: grades.${k} must be a number`);
    if (!(g.min < g.max)) errs.push(`${at}: grades.min < grades.max`);
  } else errs.push(`${at}: grades.type must be numeric or labels`);

  if (m.type === "bands") {
    if (!["standard", "wes"].includes(m.profile)) errs.push(`${at}: profile must be standard or wes`);
    const bands = m.bands ?? [];
    for (const b of bands) {
      if (b.us !== undefined && !LETTERS.includes(b.us)) errs.push(`${at}: bad us letter ${b.us}`);
      if (b.outcome !== undefined && !OUTCOMES.includes(b.outcome)) errs.push(`${at}: bad outcome ${b.outcome}`);
      if (b.us === undefined && !["pass", "credit-only", "no-credit"].includes(b.outcome))
        errs.push(`${at}: band without us needs outcome pass/credit-only/no-credit`);
    }
    if (g.type === "labels") {
      const seen = bands.map((b) => b.label);
      for (const l of g.labels ?? []) if (!seen.includes(l)) errs.push(`${at}: label ${l} has no band`);
      for (const l of seen) if (!g.labels?.includes(l)) errs.push(`${at}: band label ${l} not in labels`);
    } else if (g.type === "numeric") {
      const sorted = [...bands].sort((a, b) => a.from - b.from);
      for (const b of bands)
        if (!(typeof b.from === "number" && typeof b.to === "number" && b.from <= b.to))
          errs.push(`${at}: numeric band needs from <= to`);
      if (sorted[0]?.from !== g.min) errs.push(`${at}: lowest band must start at grades.min (${g.min})`);
      if (sorted.at(-1)?.to !== g.max) errs.push(`${at}: highest band must end at grades.max (${g.max})`);
      for (let i = 1; i < sorted.length; i++) {
        const gap = +(sorted[i].from - sorted[i - 1].to).toFixed(6);
        if (gap <= 0)
          errs.push(
            `${at}: bands ${sorted[i - 1].from}-${sorted[i - 1].to} and ${sorted[i].from}-${sorted[i].to} overlap`,
          );
        if (gap > g.step + 1e-9)
          errs.push(`${at}: gap between ${sorted[i - 1].to} and ${sorted[i].from} is larger than step ${g.step}`);
      }
      const best = s.direction === "higher-better" ? sorted.at(-1) : sorted[0];
      if (bands[0] !== best) errs.push(`${at}: bands must be listed best first`);
    }
  } else if (m.type === "formula") {
    if (!FORMULAS.includes(m.formula)) errs.push(`${at}: unknown formula ${m.formula}`);
    if (!m.rounding) errs.push(`${at}: formula needs rounding`);
  } else if (m.type === "linear") {
    if (!Array.isArray(m.points) || m.points.length < 2) errs.push(`${at}: linear needs 2+ points`);
  } else errs.push(`${at}: method.type must be bands, formula or linear`);
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const errs = [];
  let c;
  try {
    c = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    console.log(`${file}: not valid JSON: ${e.message}`);
    failed++;
    continue;
  }
  const entry = list.find((x) => x.code === c.code);
  if (c.code !== "INT") {
    if (!entry) errs.push(`code ${c.code} not in country-list.json`);
    else for (const k of ["name", "slug", "region"]) if (c[k] !== entry[k]) errs.push(`${k} must be "${entry[k]}"`);
    if (basename(file) !== `${String(c.code).toLowerCase()}.json`) errs.push("file name must be the lower-case code");
  }
  if (!CREDIT.includes(c.creditSystem)) errs.push(`creditSystem must be one of ${CREDIT}`);
  const scales = c.scales ?? [];
  if (scales.length === 0) errs.push("no scales");
  if (c.code !== "INT" && scales.filter((s) => s.default === true).length !== 1)
    errs.push("exactly one scale must have default: true");
  const ids = new Set();
  for (const s of scales) {
    if (ids.has(s.id)) errs.push(`duplicate scale id ${s.id}`);
    ids.add(s.id);
    checkScale(s, c.code, errs);
  }
  console.log(
    errs.length
      ? `${file}: ${errs.length} problem(s)\n  - ${errs.join("\n  - ")}`
      : `${file}: ok (${scales.length} scales)`,
  );
  if (errs.length) failed++;
}
process.exit(failed ? 1 : 0);
