import { type Level, levelNames } from "@gradeatlas/engine";

/** "Higher education", for the start of a line or an option (the engine's names are lower-case, for mid-sentence). */
export const levelName = (level: Level): string => {
  const name = levelNames[level];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};
