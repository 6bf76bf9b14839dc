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
export function failInsertsInto(table: string): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (isInsertInto(node, table)) throw new Error(`test: insert into ${table} refused`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const isInsertInto = (node: RootOperationNode, table: string) =>
  node.kind === "InsertQueryNode" && node.into?.table.identifier.name === table;
