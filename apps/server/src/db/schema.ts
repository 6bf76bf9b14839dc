import type { ColumnType, Generated } from "kysely";

// Kysely's view of the tables. Each migration that adds a table adds it here.

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export interface ClientErrorReportsTable {
  id: Generated<string>;
  message: string;
  stack: string | null;
  route: string;
  user_agent: string | null;
  context: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  client_error_reports: ClientErrorReportsTable;
}
