import { describe, expect, it } from "vitest";
import { describeAuditDetail } from "./audit.ts";
import {
  defaultNoticeTemplate,
  isNoticeAddress,
  renderNotice,
  sampleNoticeValues,
  unknownPlaceholders,
  withStopLink,
} from "./notices.ts";

describe("renderNotice", () => {
  it("fills every placeholder of the default template, spaces inside braces allowed", () => {
    const { subject, text } = renderNotice(
      { subject: "GPA for {{ applicantName }}", body: defaultNoticeTemplate.body },
      sampleNoticeValues,
    );
    expect(subject).toBe("GPA for Priya Sharma");
    expect(text).toContain("Dear Priya Sharma,");
    expect(text).toContain("Your GPA is 3.42.");
    expect(text).toContain("Overall GPA: 3.42 on the US 4.0 scale\nUS credits: 120");
    expect(text).not.toContain("{{");
  });

  it("escapes values in the HTML version and keeps them as typed in the text", () => {
    const values = { ...sampleNoticeValues, applicantName: '<img src=x onerror="alert(1)">' };
    const { text, html } = renderNotice({ subject: "Hi", body: "Dear {{applicantName}},\n\nBye" }, values);
    expect(text).toContain('Dear <img src=x onerror="alert(1)">,');
    expect(html).toContain("<p>Dear &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,</p>");
    expect(html).not.toContain("<img");
  });

  it("keeps a value from breaking the subject into two header lines", () => {
    const values = { ...sampleNoticeValues, applicantName: "Priya\r\nBcc: everyone@example.org" };
    expect(renderNotice({ subject: "For {{applicantName}}", body: "x" }, values).subject).toBe(
      "For Priya Bcc: everyone@example.org",
    );
  });

  it("adds the stop link to both versions", () => {
    const message = withStopLink(
      renderNotice(defaultNoticeTemplate, sampleNoticeValues),
      "https://x.test/stop-emails/t",
      "Uni & Co",
    );
    expect(message.text).toMatch(/To stop e-mails from Uni & Co, open https:\/\/x\.test\/stop-emails\/t\n$/);
    expect(message.html).toContain('To stop e-mails from Uni &amp; Co, <a href="https://x.test/stop-emails/t">');
  });
});

describe("unknownPlaceholders", () => {
  it("names each unknown placeholder once, in order", () => {
    expect(unknownPlaceholders("{{gpa}} {{gpaa}} {{ name }} {{gpaa}}")).toEqual(["gpaa", "name"]);
    expect(unknownPlaceholders(defaultNoticeTemplate.body)).toEqual([]);
  });
});

describe("isNoticeAddress", () => {
  it("takes one plain address only", () => {
    expect(isNoticeAddress("priya@applicant.example")).toBe(true);
    for (const bad of [
      "priya",
      "a@b",
      "Priya <priya@applicant.example>",
      "a@x.org,b@x.org",
      `${"a".repeat(250)}@x.org`,
    ])
      expect(isNoticeAddress(bad)).toBe(false);
  });
});

describe("a notice's audit line in words", () => {
  it("says what the mail server said, and keeps ids for the CSV only", () => {
    const detail = { calculationId: "c1", noticeId: "n1", response: "250 OK: queued as 12" };
    expect(describeAuditDetail("notice.accepted", detail)).toBe(
      'mail server said "250 OK: queued as 12"; calculation c1; notice n1',
    );
    expect(describeAuditDetail("notice.accepted", detail, { withIds: false })).toBe(
      'mail server said "250 OK: queued as 12"',
    );
  });
});
