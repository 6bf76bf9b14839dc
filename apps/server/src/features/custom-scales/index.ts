// Custom scales' public entry: conversions and saved calculations resolve a "custom:<id>" scale through it.
export { withCustomScale } from "./with-custom-scale.ts";
