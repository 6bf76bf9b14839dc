import { describe, expect, it } from "vitest";
import { encodeShare } from "../transcript/share-link";
import { emptyRow } from "../transcript/transcript-row";
import type { Draft } from "./draft";
import { startFrom } from "./start-from";

const indianDraft: Draft = {
  country: "IN",
  scale: "in-percentage",
  repeatPolicy: "latest-attempt",
  rows: [emptyRow({ name: "Physics I", grade: "72", credits: "4" }), emptyRow()],
};
const grades = (rows: { grade: string }[]) => rows.map((r) => r.grade).filter(Boolean);

describe("where the transcript starts", () => {
  it("reopens the draft when the address names no country", () => {
    const start = startFrom({ share: null, link: {}, draft: indianDraft });
    expect(start).toMatchObject({ country: "IN", scale: "in-percentage", repeatPolicy: "latest-attempt" });
    expect(grades(start.rows)).toEqual(["72"]);
    expect(start.setAside).toBeUndefined();
  });

  it("opens a link's other country empty and sets the draft aside, unchanged", () => {
    const start = startFrom({ share: null, link: { country: "CN" }, draft: indianDraft });
    expect(start.country).toBeUndefined();
    expect(grades(start.rows)).toEqual([]);
    expect(start.setAside).toBe(indianDraft);
  });

  it("sets the draft aside for a link to another scale of the same country", () => {
    const start = startFrom({ share: null, link: { country: "IN", scale: "in-ugc-letter" }, draft: indianDraft });
    expect(grades(start.rows)).toEqual([]);
    expect(start.setAside).toBe(indianDraft);
  });

  it("reopens the draft for a link to its own country, with or without its scale", () => {
    for (const link of [{ country: "IN" }, { country: "IN", scale: "in-percentage" }]) {
      const start = startFrom({ share: null, link, draft: indianDraft });
      expect(grades(start.rows)).toEqual(["72"]);
      expect(start.setAside).toBeUndefined();
    }
  });

  it("has nothing to set aside when the draft holds no course", () => {
    const blank: Draft = { ...indianDraft, rows: [emptyRow()] };
    expect(startFrom({ share: null, link: { country: "CN" }, draft: blank }).setAside).toBeUndefined();
  });

  it("opens a share link over both the address and the draft", () => {
    const share = encodeShare({
      country: "DE",
      scale: "de-university",
      rows: [{ name: "Analysis I", grade: "1.7", credits: "8", creditSystem: "", year: "", tags: "" }],
    });
    const start = startFrom({ share, link: { country: "CN" }, draft: indianDraft });
    expect(start).toMatchObject({ country: "DE", scale: "de-university", fromShare: true });
    expect(grades(start.rows)).toEqual(["1.7"]);
    expect(start.setAside).toBeUndefined();
  });
});
