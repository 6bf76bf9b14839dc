import type { KyselyPlugin, RootOperationNode } from "kysely";

/** Counts the queries run through it (built and raw SQL alike), for tests that pin a query count. */
export function queryCounter() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      count++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    plugin,
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** Makes every insert into `table` fail, to prove an operation's earlier writes roll back with it. */
export const failInsertsInto = (table: string) =>
  failQueries(
    `insert into ${table}`,
    (node) => node.kind === "InsertQueryNode" && node.into?.table.identifier.name === table,
  );

/** Makes every raw SQL statement containing `text` fail (e.g. "delete from client_error_reports"). */
export const failRawSql = (text: string) =>
  failQueries(text, (node) => node.kind === "RawNode" && node.sqlFragments.join("?").includes(text));

function failQueries(what: string, matches: (node: RootOperationNode) => boolean): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (matches(node)) throw new Error(`test: ${what} refused`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
