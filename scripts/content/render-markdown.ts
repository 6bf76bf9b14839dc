import MarkdownIt from "markdown-it";

// Raw HTML in content is escaped, never passed through (html: false), and
// markdown-it's link validation drops javascript:, vbscript:, file: and data:
// (except images) URLs. External links open safely.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet("href") ?? "");
  if (token && /^https?:\/\//.test(href)) {
    token.attrSet("rel", "noopener noreferrer");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Markdown to safe HTML; headings shift down one level (the page's h1 is the title). */
export function renderMarkdown(markdown: string): string {
  const tokens = md.parse(markdown, {});
  for (const t of tokens) {
    if ((t.type === "heading_open" || t.type === "heading_close") && /^h[1-5]$/.test(t.tag)) {
      t.tag = t.tag === "h1" ? "h2" : t.tag;
    }
  }
  return md.renderer.render(tokens, md.options, {});
}
