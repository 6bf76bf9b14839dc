// Import boundaries (docs/decisions/0017-import-boundaries-with-dependency-cruiser.md).
// `npm run lint:deps` checks them; `npm run lint` and `npm test` run it after Biome.

const web = "^apps/web/src";
const server = "^apps/server/src";

/** A feature folder may use another feature only through that feature's index.ts. */
function featureEntriesOnly(name, root) {
  return {
    name,
    severity: "error",
    comment: "A feature imports another feature only through its public entry, features/<name>/index.ts.",
    from: { path: `${root}/features/([^/]+)/` },
    to: {
      path: `${root}/features/[^/]+/`,
      pathNot: [`${root}/features/$1/`, `${root}/features/[^/]+/index\\.tsx?$`],
    },
  };
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No module may depend on itself through others: break the cycle by moving the shared part down.",
      from: {},
      to: { circular: true },
    },
    featureEntriesOnly("web-feature-entries-only", web),
    featureEntriesOnly("server-feature-entries-only", server),
    {
      name: "server-never-loads-the-demo",
      severity: "error",
      comment:
        "The demo's seeding (accounts with a published password) is reached only from its own entry, dist/demo.js: nothing the server runs may import it (docs/decisions/0024-demo-data.md).",
      from: { path: `${server}/`, pathNot: `${server}/demo/` },
      to: { path: `${server}/demo/` },
    },
    {
      name: "web-shared-code-stays-down",
      severity: "error",
      comment: "components/ and lib/ are shared by everything above them: they import no feature and no app shell.",
      from: { path: `${web}/(components|lib)/` },
      to: { path: `${web}/(features|app)/` },
    },
    {
      name: "web-features-below-app",
      severity: "error",
      comment: "The app shell (router, layout, guards) assembles the features; features do not import it.",
      from: { path: `${web}/features/` },
      to: { path: `${web}/app/` },
    },
    {
      name: "engine-imports-nothing-of-ours",
      severity: "error",
      comment: "The engine is pure: it imports no app and no other package of ours.",
      from: { path: "^packages/engine/" },
      to: { path: "^(apps/|packages/(?!engine/))" },
    },
    {
      name: "contracts-below-apps",
      severity: "error",
      comment: "Contracts are shared by the server and the web app: they import neither.",
      from: { path: "^packages/contracts/" },
      to: { path: "^apps/" },
    },
    {
      name: "report-below-apps",
      severity: "error",
      comment: "The report documents are shared by the server and the web app: they import neither.",
      from: { path: "^packages/report/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "/dist/", "\\.generated\\.ts$", "features/content/generated/"] },
    // The project's TypeScript 7 is native and has no compiler API to parse with:
    // swc reads the sources, and it keeps type-only imports as dependencies too.
    parser: "swc",
    // No tsConfig: dependency-cruiser reads it with the TypeScript API (absent
    // in TypeScript 7), and our tsconfigs have no `paths` to learn from anyway.
    // Resolution is enhanced-resolve's: relative paths with or without the
    // ".ts" extension, and workspace packages through their "exports" ("./*": "./src/*.ts").
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
