/** Article HTML rendered from Markdown and sanitised at build time (scripts/content/render-markdown.ts). */
export function ContentHtml({ html }: { html: string }) {
  return (
    <div
      className="content-prose"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from our Markdown with raw HTML escaped; see render-markdown.ts
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
