import { describe, expect, it } from "vitest";
import { searchTarget } from "./search-target";

describe("404 search", () => {
  it.each(["gpa help", "GPA", "German grade to Gpa", "calculator", "Grade CALCULATOR", "mygpacalc"])(
    "sends %j to the calculator",
    (text) => expect(searchTarget(text)).toBe("/calculator"),
  );

  it.each(["ects", "French baccalauréat", "", "   ", "g p a"])("sends %j to the blog", (text) =>
    expect(searchTarget(text)).toBe("/blog"),
  );
});
