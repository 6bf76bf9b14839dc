// What a member's calculator needs for their institution's scales, loaded
// lazily and only for members: a guest's first view carries none of it.
export { fetchCalculatorScales, fetchScaleVersion } from "../../custom-scales";
export {
  choicesForCountry,
  customOptionLabel,
  customScaleNote,
  findChoice,
  privateShareNote,
  unreadableScale,
} from "./custom-scale-choices";
