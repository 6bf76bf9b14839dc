import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Routes do HTTP only (parse, authorise, call, respond); SQL lives in each
// feature's services. This reads every *-routes.ts and fails on a query in one.
const src = join(import.meta.dirname, "../src");
const routeFiles = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("-routes.ts"))
  .sort();

const sqlIn = (text: string) =>
  [
    /from\s+["']kysely["']/.test(text) && "imports kysely",
    /\bsql\s*`/.test(text) && "writes raw SQL",
    ...["selectFrom", "insertInto", "updateTable", "deleteFrom", "transaction"].map(
      (call) => new RegExp(`\\.${call}\\s*\\(`).test(text) && `calls db.${call}`,
    ),
  ].filter((found): found is string => typeof found === "string");

describe("route files", () => {
  it("are found", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it.each(routeFiles)("%s holds no SQL", (file) => {
    expect(sqlIn(readFileSync(join(src, file), "utf8")), relative(process.cwd(), join(src, file))).toEqual([]);
  });

  it("the check finds SQL where there is some", () => {
    expect(sqlIn('import { sql } from "kysely";\nawait db.selectFrom("users").execute();')).toEqual([
      "imports kysely",
      "calls db.selectFrom",
    ]);
  });
});
