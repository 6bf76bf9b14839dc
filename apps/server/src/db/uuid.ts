/** A UUID as PostgreSQL's uuid type reads it: checking first turns a malformed id into a 404 or 400, not a 500. */
export const isUuid = (text: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
