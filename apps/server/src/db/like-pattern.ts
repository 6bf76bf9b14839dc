/** Escapes LIKE's wildcards (% and _) and its escape character, so user text matches literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, "\\$&");
