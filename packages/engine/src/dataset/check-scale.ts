import type { z } from "zod";
import { foldLabel, markRange, parseGradeNumber } from "../parse-grade.ts";
import type { AlternativeReading, Country, LabelBand, NumericBand, Scale } from "./schema.ts";
import { convertsToUs } from "./us-equivalence.ts";

type Issue = { path: (string | number)[]; message: string };

/**
 * Rules a shape cannot express: bands cover the range with no gap wider than
 * one step and no overlap, are listed best first, labels all have a band, the
 * best grade and pass mark lie on the scale, and a converting scale's bands
 * respect its pass mark. Returns what is wrong.
 */
export function checkScale(scale: Scale, countryCode: string): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const prefix = `${countryCode.toLowerCase()}-`;
  if (!scale.id.startsWith(prefix)) add(["id"], `must start with "${prefix}"`);

  const { grades, method } = scale;
  if (grades.type === "numeric") {
    if (!(grades.min < grades.max)) add(["grades"], "min must be below max");
    for (const [key, raw] of [
      ["bestGrade", scale.bestGrade],
      ["passMark", scale.passMark],
    ] as const) {
      // The same parser the formulas use to read these marks.
      const n = parseGradeNumber(raw);
      if (n === null || n < grades.min || n > grades.max)
        add([key], `"${raw}" is not on the scale ${grades.min}–${grades.max}`);
    }
    // Other tops sit above the scale's lowest mark and differ from its maximum, which is always one.
    for (const top of grades.outOf ?? []) {
      if (top === grades.max || top <= grades.min)
        add(["grades", "outOf"], `${top} is no other top of the scale ${grades.min}–${grades.max}`);
    }
    // A written form names one mark on the scale, or a range of them ("1.0–1.5"), and is no number itself,
    // or one grade would read two ways.
    const named = new Map<string, string>();
    const onScale = (n: number | null) => n !== null && n >= grades.min && n <= grades.max;
    for (const [written, grade] of Object.entries(grades.writtenAs ?? {})) {
      const range = markRange(grade);
      const ends = range ? [range.low, range.high] : [grade];
      if (!ends.every((end) => onScale(parseGradeNumber(end))))
        add(["grades", "writtenAs", written], `"${grade}" is not on the scale ${grades.min}–${grades.max}`);
      else if (range && parseGradeNumber(range.low) === parseGradeNumber(range.high))
        add(["grades", "writtenAs", written], `"${grade}" is one mark: write it alone`);
      if (parseGradeNumber(written) !== null) add(["grades", "writtenAs", written], `"${written}" is a number already`);
      const clash = named.get(foldLabel(written));
      if (clash !== undefined && clash !== grade)
        add(["grades", "writtenAs", written], `"${written}" already reads as ${clash}`);
      named.set(foldLabel(written), grade);
    }
  } else {
    // Labels are matched folded (case, spaces, accents), so two that fold alike would read as one.
    if (new Set(grades.labels.map(foldLabel)).size !== grades.labels.length)
      add(["grades", "labels"], "labels must be unique, ignoring case, spaces and accents");
    if (!grades.labels.includes(scale.bestGrade)) add(["bestGrade"], `"${scale.bestGrade}" is not one of the labels`);
    if (!grades.labels.includes(scale.passMark)) add(["passMark"], `"${scale.passMark}" is not one of the labels`);
    // A written form must name a label and read as no other grade, or one grade would convert two ways.
    const folded = new Map(grades.labels.map((l) => [foldLabel(l), l]));
    for (const [written, label] of Object.entries(grades.writtenAs ?? {})) {
      if (!grades.labels.includes(label)) add(["grades", "writtenAs", written], `"${label}" is not one of the labels`);
      const clash = folded.get(foldLabel(written));
      if (clash !== undefined && clash !== label)
        add(["grades", "writtenAs", written], `"${written}" already reads as the label "${clash}"`);
      else folded.set(foldLabel(written), label);
    }
  }

  const converts = convertsToUs(scale);
  if (!converts) issues.push(...checkLocalOnly(scale));
  if (method.type === "bands") {
    method.bands.forEach((band, i) => {
      if (converts && !band.us && (band.outcome === "graded" || band.outcome === "condoned")) {
        add(["method", "bands", i], "a graded or condoned band needs a US letter");
      }
    });
    if (grades.type === "labels") {
      const labels = method.bands.map((b) => ("label" in b ? b.label : undefined));
      if (labels.some((l) => l === undefined)) add(["method", "bands"], "a label scale needs label bands");
      for (const l of grades.labels) if (!labels.includes(l)) add(["method", "bands"], `label "${l}" has no band`);
      for (const l of labels)
        if (l !== undefined && !grades.labels.includes(l))
          add(["method", "bands"], `band label "${l}" is not in grades.labels`);
      const order = (method.bands as LabelBand[]).map((b) => grades.labels.indexOf(b.label));
      if (order.some((v, i) => i > 0 && v < (order[i - 1] ?? 0)))
        add(["method", "bands"], "bands must be listed best first");
    } else {
      const bands = method.bands as NumericBand[];
      if (bands.some((b) => !("from" in b)))
        return [...issues, { path: ["method", "bands"], message: "a numeric scale needs from/to bands" }];
      bands.forEach((b, i) => {
        if (!(b.from <= b.to)) add(["method", "bands", i], `from ${b.from} must not exceed to ${b.to}`);
      });
      const ascending = [...bands].sort((a, b) => a.from - b.from);
      if (ascending[0]?.from !== grades.min) add(["method", "bands"], `the lowest band must start at ${grades.min}`);
      if (ascending.at(-1)?.to !== grades.max) add(["method", "bands"], `the highest band must end at ${grades.max}`);
      for (let i = 1; i < ascending.length; i++) {
        const lower = ascending[i - 1] as NumericBand;
        const upper = ascending[i] as NumericBand;
        const gap = +(upper.from - lower.to).toFixed(6);
        if (gap <= 0) add(["method", "bands"], `bands ${lower.from}–${lower.to} and ${upper.from}–${upper.to} overlap`);
        else if (gap > grades.step + 1e-9)
          add(["method", "bands"], `gap between ${lower.to} and ${upper.from} is wider than the step ${grades.step}`);
      }
      const best = scale.direction === "higher-better" ? ascending.at(-1) : ascending[0];
      if (bands[0] !== best) add(["method", "bands"], "bands must be listed best first");
    }
  } else if (method.type === "formula" || method.type === "linear") {
    if (grades.type !== "numeric") add(["method"], `a ${method.type} method needs a numeric scale`);
  }
  if (converts) issues.push(...checkPassMark(scale));
  if (method.type === "formula" && method.formula === "peking-university") {
    if (grades.type !== "numeric" || grades.min !== 0 || grades.max !== 100)
      add(["grades"], "the Peking University formula is defined on 0–100");
  }
  // The US letters come from somewhere: a scale cannot rest on local-scale sources alone.
  if (converts && scale.sources.length > 0 && scale.sources.every((s) => s.confirms === "local-scale"))
    add(["sources"], 'at least one source must give the US equivalents (not "confirms": "local-scale")');
  scale.alternatives.forEach((reading, i) => {
    for (const issue of checkAlternative(scale, reading)) add(["alternatives", i, ...issue.path], issue.message);
  });
  return issues;
}

/**
 * A local pass mark wins over every table (decision 0054): a band wholly worse
 * than the pass mark reads F unless the scale passes it by compensation
 * ("condoned") or it earns nothing ("no-credit"), and no band runs across the
 * pass mark, since part of it would pass and part fail under one letter.
 */
function checkPassMark(scale: Scale): Issue[] {
  const issues: Issue[] = [];
  const { grades, method, passMark } = scale;
  if (method.type !== "bands") return issues;
  const failsBelow = (band: LabelBand | NumericBand, i: number, name: string) => {
    if (band.us && band.us !== "F" && band.outcome !== "condoned" && band.outcome !== "no-credit")
      issues.push({
        path: ["method", "bands", i],
        message: `band ${name} is worse than the pass mark ${passMark} but reads ${band.us}: give it F, move the pass mark if this grade passes, or make it condoned if it passes only by compensation`,
      });
  };
  if (grades.type === "labels") {
    const pass = grades.labels.indexOf(passMark);
    if (pass < 0) return issues; // reported above as a pass mark off the scale
    method.bands.forEach((band, i) => {
      if ("label" in band && grades.labels.indexOf(band.label) > pass) failsBelow(band, i, `"${band.label}"`);
    });
    return issues;
  }
  const pass = parseGradeNumber(passMark);
  if (pass === null) return issues;
  // Measured so that a bigger number is always better, whichever way the scale runs.
  const worth = (n: number) => (scale.direction === "higher-better" ? n : -n);
  method.bands.forEach((band, i) => {
    if (!("from" in band)) return;
    const [worst, best] = [worth(band.from), worth(band.to)].sort((a, b) => a - b) as [number, number];
    const name = `${band.from}–${band.to}`;
    if (best < worth(pass)) failsBelow(band, i, name);
    else if (worst < worth(pass))
      issues.push({
        path: ["method", "bands", i],
        message: `band ${name} runs across the pass mark ${passMark}: split it at ${passMark}, so that each part passes or fails as a whole`,
      });
  });
  return issues;
}

/**
 * A scale recorded without a published US equivalence says so all the way
 * down: bands without US letters, no alternative readings, and sources that
 * confirm only the local scale (a source giving US letters would be one).
 */
function checkLocalOnly(scale: Scale): Issue[] {
  const issues: Issue[] = [];
  const { method } = scale;
  if (method.type !== "bands") return [{ path: ["method"], message: "a scale without US equivalents needs bands" }];
  method.bands.forEach((band, i) => {
    if (band.us)
      issues.push({
        path: ["method", "bands", i],
        message: 'a band has a US letter but usEquivalence is "none-published"',
      });
  });
  if (scale.alternatives.length > 0)
    issues.push({ path: ["alternatives"], message: 'usEquivalence "none-published" allows no alternative readings' });
  scale.sources.forEach((source, i) => {
    if (source.confirms !== "local-scale")
      issues.push({
        path: ["sources", i],
        message:
          'a source of a scale without US equivalents must be "confirms": "local-scale"; if it gives US letters, use them',
      });
  });
  return issues;
}

/**
 * An alternative reading may cover only part of the scale (sources often
 * publish a few bands), but each band lies on the scale, names a US letter,
 * and no two overlap, so a grade has at most one alternative per source.
 */
function checkAlternative(scale: Scale, reading: AlternativeReading): Issue[] {
  const issues: Issue[] = [];
  const { grades } = scale;
  reading.bands.forEach((band, j) => {
    const at = ["bands", j];
    if (!band.us) issues.push({ path: at, message: "an alternative band needs a US letter" });
    if (grades.type === "labels") {
      if (!("label" in band)) issues.push({ path: at, message: "a label scale needs label bands" });
      else if (!grades.labels.includes(band.label))
        issues.push({ path: at, message: `band label "${band.label}" is not in grades.labels` });
    } else if (!("from" in band)) {
      issues.push({ path: at, message: "a numeric scale needs from/to bands" });
    } else if (!(grades.min <= band.from && band.from <= band.to && band.to <= grades.max)) {
      issues.push({ path: at, message: `band ${band.from}–${band.to} is not within ${grades.min}–${grades.max}` });
    }
  });
  const numeric = (reading.bands.filter((b) => "from" in b) as NumericBand[]).sort((a, b) => a.from - b.from);
  for (let k = 1; k < numeric.length; k++) {
    const lower = numeric[k - 1] as NumericBand;
    const upper = numeric[k] as NumericBand;
    if (upper.from <= lower.to)
      issues.push({
        path: ["bands"],
        message: `bands ${lower.from}–${lower.to} and ${upper.from}–${upper.to} overlap`,
      });
  }
  const labels = reading.bands.flatMap((b) => ("label" in b ? [b.label] : []));
  if (new Set(labels).size !== labels.length) issues.push({ path: ["bands"], message: "a label appears twice" });
  return issues;
}

/** Refinement for the country schema: every scale's rules, unique ids, one default. */
export function refineCountry(country: Country, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  country.scales.forEach((scale, i) => {
    if (ids.has(scale.id))
      ctx.addIssue({ code: "custom", path: ["scales", i, "id"], message: `duplicate scale id ${scale.id}` });
    ids.add(scale.id);
    for (const issue of checkScale(scale, country.code)) {
      ctx.addIssue({ code: "custom", path: ["scales", i, ...issue.path], message: issue.message });
    }
  });
  const defaultIndex = country.scales.findIndex((s) => s.default);
  const fallback = country.scales[defaultIndex];
  if (fallback && !convertsToUs(fallback) && country.scales.some(convertsToUs))
    ctx.addIssue({
      code: "custom",
      path: ["scales", defaultIndex, "default"],
      message: "the default must be a scale that converts when the country has one",
    });
  const defaults = country.scales.filter((s) => s.default).length;
  if (country.code !== "INT" && defaults !== 1) {
    ctx.addIssue({
      code: "custom",
      path: ["scales"],
      message: `exactly one scale must be the default (found ${defaults})`,
    });
  }
}
