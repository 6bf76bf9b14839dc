import { describe, expect, it } from "vitest";
import { emptyRow } from "./transcript-row";
import { rowsReducer, startingRows } from "./transcript-state";

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe("the transcript rows", () => {
  const a = emptyRow({ name: "A", grade: "70" });
  const b = emptyRow({ name: "B", grade: "60" });
  const c = emptyRow({ name: "C", grade: "50" });

  it("moves a row up and down, and not past either end", () => {
    expect(names(rowsReducer([a, b, c], { type: "move", id: "x", by: 1 }))).toEqual(["A", "B", "C"]);
    expect(names(rowsReducer([a, b, c], { type: "move", id: b.id, by: -1 }))).toEqual(["B", "A", "C"]);
    expect(names(rowsReducer([a, b, c], { type: "move", id: c.id, by: 1 }))).toEqual(["A", "B", "C"]);
  });

  it("adds after a row, removes rows, and always keeps one", () => {
    expect(rowsReducer([a, b], { type: "add", after: a.id })).toHaveLength(3);
    expect(names(rowsReducer([a, b], { type: "remove", id: a.id }))).toEqual(["B"]);
    expect(rowsReducer([a], { type: "remove", id: a.id })).toHaveLength(1);
  });

  it("pastes into the blank rows at the end, and at a given row", () => {
    const pasted = [emptyRow({ name: "P1" }), emptyRow({ name: "P2" })];
    const afterA = rowsReducer([a, ...startingRows()], { type: "paste", rows: pasted });
    expect(names(afterA)).toEqual(["A", "P1", "P2"]);
    expect(names(rowsReducer([a, b], { type: "paste", at: b.id, rows: pasted }))).toEqual(["A", "P1", "P2", "B"]);
  });

  it("edits one field of one row", () => {
    const [first] = rowsReducer([a, b], { type: "edit", id: a.id, field: "grade", value: "81" });
    expect(first?.grade).toBe("81");
  });
});
