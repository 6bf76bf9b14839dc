// The custom-scales feature's public entry, for the calculator, which loads it
// lazily and only for members of an institution. The editor page itself is
// reached through the router.
export {
  type CustomScaleChoice,
  fetchCalculatorScales,
  fetchScaleVersion,
} from "./calculator-scales";
