// The outbox keeps what was sent, and verification and reset mails carry live
// links: whoever reads them could confirm an address or set a password. So
// operators see every URL with its secrets replaced and the rest as it was.

export const REDACTED = "[redacted]";

const url = /https?:\/\/[^\s"'<>]+/g;
// A query value named token (or ending in token: reset_token, access_token).
const tokenParameter = /([?&#][\w.-]*token=)[^&#]*/gi;

/**
 * A path segment that is a secret rather than a name: 16 or more URL-safe
 * characters that are not lower-case words joined by hyphens (Better Auth's
 * reset links end in one: /reset-password/<token>).
 */
const isTokenSegment = (segment: string) =>
  segment.length >= 16 && /^[\w.~-]+$/.test(segment) && !/^[a-z]+(-[a-z]+)*$/.test(segment);

function redactUrl(href: string): string {
  const pathStart = href.indexOf("/", href.indexOf("//") + 2);
  if (pathStart === -1) return href.replace(tokenParameter, `$1${REDACTED}`);
  const queryStart = href.slice(pathStart).search(/[?#]/);
  const pathEnd = queryStart === -1 ? href.length : pathStart + queryStart;
  const path = href
    .slice(pathStart, pathEnd)
    .split("/")
    .map((segment) => (isTokenSegment(segment) ? REDACTED : segment))
    .join("/");
  return href.slice(0, pathStart) + path + href.slice(pathEnd).replace(tokenParameter, `$1${REDACTED}`);
}

/** Text with the token of every URL in it (query value or path segment) replaced by a fixed marker. */
export function redactTokens(text: string): string {
  return text.replace(url, redactUrl);
}
