import { type Plan, planCatalogue } from "@gradeatlas/contracts/billing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlanCard } from "./plan-card";
import type { Offer } from "./plan-offer";

// The catalogue's Personal plan with the prices a server would answer.
const personal = (amount: number | null, purchasable: boolean): Plan => {
  const { id, name, audience, description } = planCatalogue.find(
    (p) => p.id === "personal",
  ) as (typeof planCatalogue)[number];
  return {
    id,
    name,
    audience,
    description,
    prices: [
      { interval: "month", amount, currency: "usd", purchasable },
      { interval: "year", amount: amount === null ? null : amount * 10, currency: "usd", purchasable },
    ],
  };
};

const render = (plan: Plan, offer: Offer, configured: boolean, interval: "month" | "year" = "month") =>
  renderToStaticMarkup(
    <PlanCard
      plan={plan}
      interval={interval}
      onInterval={() => {}}
      offer={offer}
      configured={configured}
      busy={null}
      onChoose={() => {}}
    />,
  );
const buyButton = (html: string) => /<button[^>]*data-plan[^>]*>[^<]*<\/button>/.exec(html)?.[0] ?? "";

describe("a plan's card", () => {
  it("has a buy button carrying the plan and period, named for both, with the price of that period", () => {
    const html = render(personal(1200, true), { kind: "buy", signUpFirst: false }, true, "year");
    const button = buyButton(html);
    expect(button).toContain('data-plan="personal"');
    expect(button).toContain('data-interval="year"');
    expect(button).toContain('aria-label="Choose Personal, yearly"');
    expect(button).not.toContain(`disabled=""`);
    expect(html).toContain("$120");
    expect(html).toContain("per year");
  });

  it("without Stripe keys still shows the plan, with the button disabled and no made-up price", () => {
    const html = render(personal(null, false), { kind: "buy", signUpFirst: true }, false);
    expect(buyButton(html)).toContain('disabled=""');
    expect(html).toContain("Price on request");
    expect(html).not.toContain("per month");
  });

  it("says why there is nothing to buy, with no button", () => {
    const html = render(
      personal(1200, true),
      { kind: "note", text: "You have premium through your institution." },
      true,
    );
    expect(buyButton(html)).toBe("");
    expect(html).toContain("You have premium through your institution.");
  });
});
