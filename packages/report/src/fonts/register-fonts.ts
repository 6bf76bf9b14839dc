import { Font } from "@react-pdf/renderer";
import type { FontFiles } from "./font-files";
import { type FontFace, planFonts } from "./font-plan";

const registered = new Map<string, Promise<void>>();

/**
 * Every @fontsource file of a family carries the family's PostScript name
 * ("NotoSans-Regular"), and pdfkit 0.20 reuses an embedded font of the same
 * name and checksum for the next one: glyphs of a second file were drawn from
 * the first (a Korean name came out as "@ü", colons as NUL). Each file gets a
 * name of its own before anything is drawn with it.
 */
async function loadUnique(face: FontFace, fontWeight: number): Promise<void> {
  await Font.load({ fontFamily: face.family, fontWeight });
  const source = Font.getFont({ fontFamily: face.family, fontWeight }) as { data?: { postscriptName?: string } } | null;
  const font = source?.data;
  if (font) Object.defineProperty(font, "postscriptName", { value: `${font.postscriptName ?? "Noto"}-${face.family}` });
}

/**
 * Registers and loads the fonts `text` needs and returns the family stack to
 * draw with. A face registered by an earlier report is not loaded again.
 */
export async function prepareFonts(text: string, files: FontFiles): Promise<string[]> {
  const plan = await planFonts(text, files);
  await Promise.all(
    plan.faces.map((face) => {
      let ready = registered.get(face.family);
      if (!ready) {
        const weights = Object.entries(face.files).map(([weight, file]) => ({ weight: Number(weight), file }));
        Font.register({
          family: face.family,
          fonts: weights.map(({ weight, file }) => ({ src: files.src(face.pkg, file), fontWeight: weight })),
        });
        ready = Promise.all(weights.map(({ weight }) => loadUnique(face, weight))).then(() => undefined);
        // A failed download may be retried by the next report.
        ready.catch(() => registered.delete(face.family));
        registered.set(face.family, ready);
      }
      return ready;
    }),
  );
  return plan.stack;
}
