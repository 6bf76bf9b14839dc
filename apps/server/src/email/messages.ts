// The messages the product sends, as plain text and simple HTML. Kept apart
// from delivery so tests and the outbox show exactly what a user receives.

export type MailKind =
  | "verify-email"
  | "reset-password"
  | "password-changed"
  | "welcome"
  | "alert"
  | "scale-report-reply"
  | "institution-invitation";

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists for, logged when no SMTP server is set. */
  link: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
  );

function html(paragraphs: string[], link?: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = link ? `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "";
  return `<!doctype html><html><body style="font-family: system-ui, sans-serif; line-height: 1.5">\n${body}${button}\n<p>GradeAtlas</p>\n</body></html>`;
}

export function verifyEmailMessage(to: string, url: string): MailMessage {
  const lines = [
    "Please confirm your e-mail address for your GradeAtlas account.",
    "If you did not create an account, you can ignore this message.",
  ];
  return {
    kind: "verify-email",
    to,
    subject: "Confirm your e-mail address",
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n\nGradeAtlas\n`,
    html: html(lines, { url, label: "Confirm my address" }),
    link: url,
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const lines = [
    "Someone asked to reset the password of your GradeAtlas account.",
    "The link works once and expires in 24 hours. If it was not you, ignore this message: your password stays the same.",
  ];
  return {
    kind: "reset-password",
    to,
    subject: "Reset your password",
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n\nGradeAtlas\n`,
    html: html(lines, { url, label: "Set a new password" }),
    link: url,
  };
}

export function passwordChangedMessage(to: string, at: Date, userAgent: string | null): MailMessage {
  const lines = [
    `The password of your GradeAtlas account (${to}) was changed on ${at.toUTCString()}.`,
    `Device: ${userAgent ?? "unknown"}.`,
    "If this was not you, reset your password now and contact support.",
  ];
  return {
    kind: "password-changed",
    to,
    subject: "Your password was changed",
    text: `${lines.join("\n\n")}\n\nGradeAtlas\n`,
    html: html(lines),
    link: null,
  };
}

export function welcomeMessage(to: string, appUrl: string): MailMessage {
  const lines = [
    "Welcome to GradeAtlas. Your e-mail address is confirmed.",
    "Convert grades and whole transcripts to the US 4.0 scale, with the scale, method and source of every result.",
  ];
  return {
    kind: "welcome",
    to,
    subject: "Welcome to GradeAtlas",
    text: `${lines.join("\n\n")}\n\n${appUrl}\n\nGradeAtlas\n`,
    html: html(lines, { url: appUrl, label: "Open GradeAtlas" }),
    link: appUrl,
  };
}

export function alertMessage(
  to: string,
  alert: { rule: string; severity: string; message: string; at: Date },
  appUrl: string,
): MailMessage {
  const lines = [
    `Alert "${alert.rule}" (${alert.severity}) fired at ${alert.at.toUTCString()}.`,
    alert.message,
    "Recent alerts, metrics and client errors are in System administration.",
  ];
  const link = `${appUrl}/sys-admin`;
  return {
    kind: "alert",
    to,
    subject: `[GradeAtlas ${alert.severity}] ${alert.rule}`,
    text: `${lines.join("\n\n")}\n\n${link}\n`,
    html: html(lines, { url: link, label: "Open System administration" }),
    link,
  };
}

const stateWords = {
  new: "We have received your report",
  confirmed: "We checked your report and confirmed the problem",
  fixed: "The problem you reported is fixed in the dataset",
  rejected: "We checked your report and are keeping the current reading",
} as const;

/** An operator's reply to a report about a grading scale (issue 17, review loop). */
export function scaleReportReplyMessage(
  to: string,
  report: { scaleName: string; countryName: string; grade: string; state: keyof typeof stateWords; reply: string },
  appUrl: string,
): MailMessage {
  const lines = [
    `You reported a problem with the grade ${report.grade} on the scale "${report.scaleName}" (${report.countryName}).`,
    `${stateWords[report.state]}.`,
    report.reply,
  ];
  return {
    kind: "scale-report-reply",
    to,
    subject: `Your report on ${report.scaleName} (${report.countryName})`,
    text: `${lines.join("\n\n")}\n\n${appUrl}/calculator\n\nGradeAtlas\n`,
    html: html(lines, { url: `${appUrl}/calculator`, label: "Open the calculator" }),
    link: null,
  };
}

const roleWords = {
  admin: "an admin (manages members, house rules and billing)",
  evaluator: "an evaluator (converts, saves and reports)",
  viewer: "a viewer (reads the team's history and insights)",
} as const;

/** An invitation to join an institution (issue 18): single-use, and it expires. */
export function institutionInvitationMessage(
  to: string,
  invitation: {
    institutionName: string;
    invitedBy: string;
    role: keyof typeof roleWords;
    url: string;
    expiresAt: Date;
  },
): MailMessage {
  const lines = [
    `${invitation.invitedBy} invites you to join ${invitation.institutionName} on GradeAtlas as ${roleWords[invitation.role]}.`,
    `Open the link to accept. Sign in or create an account with this address (${to}) first. The link works once and expires on ${invitation.expiresAt.toUTCString()}.`,
    "If you did not expect this invitation, you can ignore this message.",
  ];
  return {
    kind: "institution-invitation",
    to,
    subject: `Join ${invitation.institutionName} on GradeAtlas`,
    text: `${lines[0]}\n\n${invitation.url}\n\n${lines[1]}\n\n${lines[2]}\n\nGradeAtlas\n`,
    html: html(lines, { url: invitation.url, label: "Accept the invitation" }),
    link: invitation.url,
  };
}
