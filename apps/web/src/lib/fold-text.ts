/** Lower case without accents, so "cote" finds "Côte d'Ivoire" in a search. */
export const foldText = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
