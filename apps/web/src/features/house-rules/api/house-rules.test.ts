import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { fieldErrors } from "./house-rules";

describe("fieldErrors", () => {
  it("maps the server's validation issues to their fields, first message winning", () => {
    const error = new ApiError(400, "validation_failed", "rules.defaultScales.DE: …", {
      issues: [
        { path: "rules.defaultScales.DE", message: '"in-ugc-letter" is not a grading scale of Germany.' },
        { path: "rules.defaultScales.DE", message: "a second one" },
        { path: "rules.rounding", message: "rounding must be …" },
      ],
    });
    expect([...fieldErrors(error)]).toEqual([
      ["rules.defaultScales.DE", '"in-ugc-letter" is not a grading scale of Germany.'],
      ["rules.rounding", "rounding must be …"],
    ]);
  });

  it("has none for other failures", () => {
    expect(fieldErrors(new ApiError(409, "conflict", "Someone else changed the house rules")).size).toBe(0);
    expect(fieldErrors(new Error("boom")).size).toBe(0);
  });
});
