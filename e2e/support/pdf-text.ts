import { extractText } from "unpdf";

/**
 * The text of a PDF, for journeys that download the academic report. Every run
 * of white space is one space, so text that wraps in a table cell or across
 * pages still matches. unpdf bundles pdf.js for Node: no browser, no network.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js refuses a Node Buffer and may detach what it is given: pass a copy.
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}
