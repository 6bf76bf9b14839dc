// The calculations feature's public entry: notices read a saved calculation as its reader may.
export { type Reader, readCalculation } from "./own-calculation.ts";
