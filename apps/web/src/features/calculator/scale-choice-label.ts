import { convertsToUs, type Scale, scaleLabel } from "@gradeatlas/engine";

/** A scale as the calculator offers it: one that converts nothing says so before it is chosen. */
export const scaleChoiceLabel = (scale: Scale) =>
  convertsToUs(scale) ? scaleLabel(scale) : `${scaleLabel(scale)} · local grades only`;
