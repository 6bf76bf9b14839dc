import { describe, expect, it } from "vitest";
import { formatPrice, PRICE_ON_REQUEST } from "./format-price";

describe("prices from minor units", () => {
  it("formats cents in the currency, without .00 on whole amounts", () => {
    expect(formatPrice({ amount: 900, currency: "usd" }, "en-US")).toBe("$9");
    expect(formatPrice({ amount: 9950, currency: "usd" }, "en-US")).toBe("$99.50");
    // German puts a no-break space before the sign.
    expect(formatPrice({ amount: 90000, currency: "eur" }, "de-DE")).toBe("900\u00a0€");
  });

  it("knows currencies without decimals", () => {
    expect(formatPrice({ amount: 1200, currency: "jpy" }, "en-US")).toBe("¥1,200");
  });

  it("never makes up a price the operator has not set", () => {
    expect(formatPrice({ amount: null, currency: "usd" }, "en-US")).toBe(PRICE_ON_REQUEST);
  });
});
