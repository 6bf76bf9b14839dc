import { describe, expect, it } from "vitest";
import { redactTokens } from "./redact-tokens.ts";

describe("redactTokens", () => {
  it("replaces token query values, wherever they stand in the query", () => {
    expect(
      redactTokens("https://x.example/api/auth/verify-email?token=eyJhbGci.eyJlbWFpbCI6.sig_-x&callbackURL=/"),
    ).toBe("https://x.example/api/auth/verify-email?token=[redacted]&callbackURL=/");
    expect(redactTokens("http://x.example/a?next=/b&reset_token=Abc123#top")).toBe(
      "http://x.example/a?next=/b&reset_token=[redacted]#top",
    );
  });

  it("replaces path segments that are tokens, not names", () => {
    expect(
      redactTokens("See https://x.example/api/auth/reset-password/Xy7kQ2mN9pL4rT8vB1cD6fGh?callbackURL=%2Freset"),
    ).toBe("See https://x.example/api/auth/reset-password/[redacted]?callbackURL=%2Freset");
    expect(redactTokens("https://x.example/global-education-systems/united-kingdom")).toBe(
      "https://x.example/global-education-systems/united-kingdom",
    );
  });

  it("keeps the text around the links and leaves links without tokens alone", () => {
    const text = "Confirm:\n\nhttps://x.example/api/auth/verify-email?token=abc&callbackURL=%2F\n\nGradeAtlas\n";
    expect(redactTokens(text)).toBe(
      "Confirm:\n\nhttps://x.example/api/auth/verify-email?token=[redacted]&callbackURL=%2F\n\nGradeAtlas\n",
    );
    expect(redactTokens("Open https://x.example/sys-admin or https://x.example")).toBe(
      "Open https://x.example/sys-admin or https://x.example",
    );
  });
});
