import type { DeliveryView } from "@gradeatlas/contracts/crm-sync";
import { describe, expect, it } from "vitest";
import { formatTimestamp } from "../../components/ui/timestamp";
import { deliveryStateText } from "./delivery-state";

const at = "2026-11-26T09:30:00.000Z";
const delivery = (d: Partial<DeliveryView>): DeliveryView => ({
  id: "d1",
  event: "calculation.saved",
  calculationId: "k1",
  subject: "Lena Vogel",
  state: "queued",
  attempts: 0,
  nextAttemptAt: null,
  lastError: null,
  lastStatus: null,
  remoteId: null,
  deliveredAt: null,
  createdAt: at,
  ...d,
});

describe("a calculation's sync state in words", () => {
  it("delivered, with when", () => {
    expect(deliveryStateText(delivery({ state: "delivered", attempts: 1, deliveredAt: at }))).toBe(
      `Delivered ${formatTimestamp(at)}`,
    );
  });

  it("waiting: the first try, or which attempt comes next and when", () => {
    expect(deliveryStateText(delivery({ nextAttemptAt: at }))).toBe(`Waiting (first try at ${formatTimestamp(at)})`);
    expect(deliveryStateText(delivery({ attempts: 2, nextAttemptAt: at, lastError: "HTTP 503" }))).toBe(
      `Waiting (attempt 3 of 10, next try at ${formatTimestamp(at)})`,
    );
  });

  it("failed: the last error, or the status when the CRM gave no message", () => {
    expect(deliveryStateText(delivery({ state: "dead", attempts: 10, lastError: "Property gpa does not exist" }))).toBe(
      "Failed after 10 tries: Property gpa does not exist",
    );
    expect(deliveryStateText(delivery({ state: "dead", attempts: 1, lastStatus: 400 }))).toBe(
      "Failed after 1 try: HTTP 400",
    );
  });
});
