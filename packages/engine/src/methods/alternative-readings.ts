import type { AlternativeReading, LabelBand, NumericBand, Scale } from "../dataset/schema.ts";
import type { AlternativeConversion } from "../grade-conversion.ts";
import { foldLabel } from "../parse-grade.ts";
import { pointsOf, type UsLetter } from "../us-scale.ts";

type Reader = (grade: number | string) => AlternativeConversion | undefined;

/**
 * Reads a grade the way each alternative source does. A source that publishes
 * only some bands says nothing about grades outside them; a value between two
 * of its bands falls to the worse one, as in the default table.
 */
export function compileAlternatives(scale: Scale): ((grade: number | string) => AlternativeConversion[]) | null {
  if (scale.alternatives.length === 0) return null;
  const readers = scale.alternatives.map((reading) =>
    scale.grades.type === "labels" ? labelReader(reading) : numericReader(scale, reading),
  );
  return (grade) => readers.flatMap((read) => read(grade) ?? []);
}

function conversionOf(reading: AlternativeReading, band: NumericBand | LabelBand): AlternativeConversion {
  const letter = band.us as UsLetter; // checkScale requires a letter on every alternative band
  return Object.freeze({
    usLetter: letter,
    usPoints: pointsOf(letter, reading.profile),
    kind: reading.kind,
    source: reading.source,
  });
}

function labelReader(reading: AlternativeReading): Reader {
  const byLabel = new Map<string, AlternativeConversion>();
  for (const band of reading.bands as LabelBand[]) byLabel.set(foldLabel(band.label), conversionOf(reading, band));
  return (grade) => byLabel.get(foldLabel(String(grade)));
}

function numericReader(scale: Scale, reading: AlternativeReading): Reader {
  const bands = [...(reading.bands as NumericBand[])].sort((a, b) => a.from - b.from);
  const results = bands.map((band) => conversionOf(reading, band));
  const lowest = bands[0]?.from ?? 0;
  const highest = bands.at(-1)?.to ?? 0;
  const higherBetter = scale.direction === "higher-better";
  return (grade) => {
    const value = grade as number;
    if (value < lowest || value > highest) return undefined;
    for (let i = 0; i < bands.length; i++) {
      const band = bands[i] as NumericBand;
      if (value <= band.to) {
        if (value >= band.from) return results[i];
        // Between band i-1 and band i: the worse of the two.
        return higherBetter ? results[i - 1] : results[i];
      }
    }
    return undefined;
  };
}
