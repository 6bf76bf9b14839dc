import { describe, expect, it } from "vitest";
import { decodeShare, encodeShare, MAX_SHARE_PARAM_LENGTH, type SharedTranscript } from "./share-link";
import { rowCreditSystems, type TranscriptRow } from "./transcript-row";

type SharedRow = Omit<TranscriptRow, "id">;

const row = (fields: Partial<SharedRow>): SharedRow => ({
  name: "",
  grade: "",
  credits: "",
  creditSystem: "",
  year: "",
  tags: "",
  ...fields,
});

/** Base64url, written independently of share-link.ts. */
const base64url = (bytes: ArrayLike<number>): string =>
  btoa(String.fromCharCode(...Array.from(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** Packs any JSON the way encodeShare does, to build tampered links. */
const pack = (value: unknown): string => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** Reads a link back into JSON, independently of decodeShare. */
function unpack(param: string): unknown {
  const binary = atob(param.replaceAll("-", "+").replaceAll("_", "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
}

const sample: SharedTranscript = {
  country: "DE",
  scale: "de-1-5",
  repeatPolicy: "latest-attempt",
  rows: [
    row({ name: "Analysis I", grade: "1.7", credits: "7.5", creditSystem: "ects", year: "2021", tags: "major, core" }),
    row({ name: "Mathématiques « avancées »", grade: "2,3", credits: "5" }),
    row({ name: "数学 🧮", grade: "优", tags: "必修" }),
    row({ name: 'Quotes " and \\ backslash\nnewline', grade: "A" }),
    row({}),
    ...rowCreditSystems.map((system) => row({ name: system, credits: "4", creditSystem: system })),
  ],
};

describe("share links", () => {
  it("round-trips a transcript, unicode and every credit system included", () => {
    expect(decodeShare(encodeShare(sample))).toEqual(sample);
  });

  it("round-trips without the optional fields (and does not invent them)", () => {
    const data: SharedTranscript = { country: "INT", rows: [row({ grade: "A" })] };
    const decoded = decodeShare(encodeShare(data));
    expect(decoded).toEqual(data);
    expect(decoded && Object.keys(decoded).sort()).toEqual(["country", "rows"]);
  });

  it("uses only URL-safe characters, with no padding", () => {
    for (let n = 0; n < 6; n++) {
      const encoded = encodeShare({ country: "US", rows: [row({ name: `${"?&/+=#%".repeat(n)}ÿ€😀` })] });
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it("is a versioned compact JSON payload", () => {
    const encoded = encodeShare({ country: "US", rows: [row({ grade: "A", credits: "3" })] });
    expect(unpack(encoded)).toEqual({ v: 1, c: "US", r: [["", "A", "3"]] });
  });

  it("keeps a typical 60-row transcript under 8,000 characters", () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      row({
        name: `Introduction to Course Topic ${i + 1}`,
        grade: ["A", "A-", "B+", "B"][i % 4],
        credits: "3",
        year: `${2020 + (i % 4)}`,
        tags: i % 3 === 0 ? "major" : "",
      }),
    );
    const encoded = encodeShare({ country: "US", scale: "us-4", repeatPolicy: "all-attempts", rows });
    expect(encoded.length).toBeLessThan(8000);
    expect(decodeShare(encoded)?.rows).toEqual(rows);
  });

  it("accepts a link that regained its base64 padding", () => {
    const encoded = encodeShare({ country: "FR", rows: [row({ grade: "14" })] });
    const padded = encoded + "=".repeat((4 - (encoded.length % 4)) % 4);
    expect(decodeShare(padded)?.country).toBe("FR");
  });
});

describe("decodeShare rejects bad links", () => {
  const valid = { v: 1, c: "GB", r: [["Maths", "65", "15", "c"]] };

  it("reads the packing helper's output (so the rejections below are about content)", () => {
    expect(decodeShare(pack(valid))).toEqual({
      country: "GB",
      rows: [row({ name: "Maths", grade: "65", credits: "15", creditSystem: "uk-cats" })],
    });
  });

  it("returns null for garbage", () => {
    const garbage = ["", "!!!", "a", "abc def", "%7B%7D", "====", "a=b", "eyJ2IjoxfQ", "////", "\u0000"];
    for (const param of garbage) expect(decodeShare(param)).toBeNull();
  });

  it("returns null for text that is not JSON or not UTF-8", () => {
    expect(decodeShare(base64url(new TextEncoder().encode("not json")))).toBeNull();
    expect(decodeShare(base64url([0xff, 0xfe, 0xfd]))).toBeNull();
    // Valid JSON around a byte that is not UTF-8: a lenient decoder would read it as "\uFFFD".
    const bytes = [...new TextEncoder().encode('{"v":1,"c":"US","r":[["'), 0xff, ...new TextEncoder().encode('"]]}')];
    expect(decodeShare(base64url(bytes))).toBeNull();
    expect(decodeShare(base64url(bytes.map((b) => (b === 0xff ? 0x78 : b))))?.rows[0]?.name).toBe("x");
  });

  it("returns null for a truncated or tampered link", () => {
    const encoded = encodeShare(sample);
    expect(decodeShare(encoded.slice(0, Math.floor(encoded.length / 2)))).toBeNull();
    expect(decodeShare(`X${encoded}`)).toBeNull();
  });

  it("returns null for a wrong version or wrong shapes", () => {
    const bad: unknown[] = [
      null,
      [],
      "string",
      { ...valid, v: 2 },
      { ...valid, v: "1" },
      { c: "GB", r: [] },
      { ...valid, c: "gb" },
      { ...valid, c: "GBR" },
      { ...valid, c: 44 },
      { ...valid, s: 4 },
      { ...valid, p: "best-attempt" },
      { ...valid, r: "rows" },
      { ...valid, r: [{ name: "Maths" }] },
      { ...valid, r: [["Maths", 65]] },
      { ...valid, r: [["a", "b", "c", "d", "e", "f", "g"]] },
      { ...valid, r: [null] },
    ];
    for (const value of bad) expect({ value, decoded: decodeShare(pack(value)) }).toEqual({ value, decoded: null });
  });

  it("returns null for over-long input or more than 500 rows", () => {
    expect(decodeShare("A".repeat(MAX_SHARE_PARAM_LENGTH + 1))).toBeNull();
    const long = pack({ ...valid, r: Array.from({ length: 400 }, () => ["x".repeat(200)]) });
    expect(long.length).toBeGreaterThan(MAX_SHARE_PARAM_LENGTH);
    expect(decodeShare(long)).toBeNull();
    const rows = (n: number) => Array.from({ length: n }, () => ["x", "A"]);
    expect(decodeShare(pack({ ...valid, r: rows(500) }))?.rows).toHaveLength(500);
    expect(decodeShare(pack({ ...valid, r: rows(501) }))).toBeNull();
  });

  it("cuts long strings to sane lengths without splitting characters", () => {
    const long = "😀".repeat(300);
    const decoded = decodeShare(pack({ ...valid, s: long, r: [[long, long, long, "e", long, long]] }));
    const first = decoded?.rows[0];
    expect(first && Array.from(first.name)).toHaveLength(200);
    expect(first && Array.from(first.grade)).toHaveLength(50);
    expect(first && Array.from(first.credits)).toHaveLength(20);
    expect(first && Array.from(first.year)).toHaveLength(20);
    expect(first && Array.from(first.tags)).toHaveLength(200);
    expect(first?.name).toBe("😀".repeat(200));
    expect(decoded?.scale).toBe("😀".repeat(100));
  });

  it("reads an unknown credit-system code as the country's usual system", () => {
    expect(decodeShare(pack({ ...valid, r: [["Maths", "A", "3", "z"]] }))?.rows[0]?.creditSystem).toBe("");
  });
});
