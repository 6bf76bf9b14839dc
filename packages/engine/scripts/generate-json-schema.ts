// Writes data/country.schema.json from the engine's zod schema. A test fails
// when the committed file is stale: run `npm run data:schema`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { countryJsonSchema } from "../src/dataset/json-schema.ts";

export const jsonSchemaPath = join(import.meta.dirname, "../data/country.schema.json");
export const jsonSchemaText = () => `${JSON.stringify(countryJsonSchema(), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(jsonSchemaPath, jsonSchemaText());
  console.log(`wrote ${jsonSchemaPath}`);
}
