// The project brings its own Node: the `node` package pinned in package.json
// installs Node 24 into node_modules/.bin, which npm scripts find first on PATH.
// The scripts that start other processes call pinRuntime() so a wrong Node is
// named at once, and every child (vitest, the server, the build) runs on the
// very binary this script runs on, whatever else is on PATH.
import { readFileSync } from "node:fs";
import { delimiter, dirname } from "node:path";

const rootPackage = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The Node version package.json pins, e.g. "24.21.0". */
export const pinnedNode = rootPackage.devDependencies.node;

export function pinRuntime() {
  const want = pinnedNode.split(".")[0];
  const have = process.versions.node.split(".")[0];
  if (have !== want) {
    console.error(
      `GradeAtlas runs on Node ${want} (this is Node ${process.versions.node}). ` +
        "Run it through npm (`npm start`, `npm test`), which uses the Node that `npm install` put in node_modules/.bin, " +
        `or install Node ${want} on this host.`,
    );
    process.exit(1);
  }
  process.env.PATH = [dirname(process.execPath), process.env.PATH].join(delimiter);
}
