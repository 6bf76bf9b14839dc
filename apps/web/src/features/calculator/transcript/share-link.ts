// A share link carries the whole transcript in the URL, so nothing is stored on
// a server. Format: compact JSON (one array per row, `v: 1`) → UTF-8 → base64url.
import { type RowCreditSystem, rowCreditSystems, type TranscriptRow } from "./transcript-row";

export type RepeatPolicy = "all-attempts" | "latest-attempt";

export interface SharedTranscript {
  country: string;
  scale?: string;
  repeatPolicy?: RepeatPolicy;
  rows: Omit<TranscriptRow, "id">[];
}

/** Longest link parameter decodeShare reads. */
export const MAX_SHARE_PARAM_LENGTH = 100_000;
/** Most rows decodeShare accepts. */
export const MAX_SHARED_ROWS = 500;

const countryPattern = /^([A-Z]{2}|INT)$/;
const limits = { name: 200, grade: 50, credits: 20, year: 20, tags: 200, scale: 100 };

// Explicit one-letter codes, so reordering rowCreditSystems never breaks old links.
const systemCodes: Record<RowCreditSystem, string> = {
  "us-semester": "s",
  "us-quarter": "q",
  ects: "e",
  "uk-cats": "c",
};
const systemsByCode = new Map(rowCreditSystems.map((system) => [systemCodes[system], system]));

/** [name, grade, credits, system code, year, tags], trailing empty strings left out. */
type WireRow = string[];
interface Wire {
  v: 1;
  c: string;
  s?: string;
  p?: RepeatPolicy;
  r: WireRow[];
}

export function encodeShare(data: SharedTranscript): string {
  const wire: Wire = { v: 1, c: data.country, r: data.rows.map(toWireRow) };
  if (data.scale !== undefined) wire.s = data.scale;
  if (data.repeatPolicy !== undefined) wire.p = data.repeatPolicy;
  return toBase64Url(new TextEncoder().encode(JSON.stringify(wire)));
}

/** The transcript in a link, or null for anything that is not a well-formed v1 link. Never throws. */
export function decodeShare(param: string): SharedTranscript | null {
  if (typeof param !== "string" || param.length > MAX_SHARE_PARAM_LENGTH) return null;
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(param)) return null;
  try {
    const json = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(param.replace(/=+$/, "")));
    return fromWire(JSON.parse(json));
  } catch {
    return null;
  }
}

function toWireRow(row: Omit<TranscriptRow, "id">): WireRow {
  const cells = [
    row.name,
    row.grade,
    row.credits,
    row.creditSystem ? systemCodes[row.creditSystem] : "",
    row.year,
    row.tags,
  ];
  while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
  return cells;
}

function fromWire(wire: unknown): SharedTranscript | null {
  if (typeof wire !== "object" || wire === null || Array.isArray(wire)) return null;
  const { v, c, s, p, r } = wire as Record<string, unknown>;
  if (v !== 1 || typeof c !== "string" || !countryPattern.test(c)) return null;
  if (s !== undefined && typeof s !== "string") return null;
  if (p !== undefined && p !== "all-attempts" && p !== "latest-attempt") return null;
  if (!Array.isArray(r) || r.length > MAX_SHARED_ROWS) return null;
  const rows: SharedTranscript["rows"] = [];
  for (const item of r) {
    const row = fromWireRow(item);
    if (!row) return null;
    rows.push(row);
  }
  const data: SharedTranscript = { country: c, rows };
  if (s !== undefined) data.scale = cut(s, limits.scale);
  if (p !== undefined) data.repeatPolicy = p;
  return data;
}

function fromWireRow(item: unknown): Omit<TranscriptRow, "id"> | null {
  if (!Array.isArray(item) || item.length > 6) return null;
  if (!item.every((cell): cell is string => typeof cell === "string")) return null;
  const [name = "", grade = "", credits = "", code = "", year = "", tags = ""] = item;
  return {
    name: cut(name, limits.name),
    grade: cut(grade, limits.grade),
    credits: cut(credits, limits.credits),
    creditSystem: systemsByCode.get(code) ?? "", // an unknown code means the country's usual system
    year: cut(year, limits.year),
    tags: cut(tags, limits.tags),
  };
}

/** Cuts by code points, so an emoji or CJK surrogate pair is never split in half. */
const cut = (value: string, max: number): string =>
  value.length <= max ? value : Array.from(value).slice(0, max).join("");

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: spreading a long array into fromCharCode overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)); // throws on impossible lengths
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}
