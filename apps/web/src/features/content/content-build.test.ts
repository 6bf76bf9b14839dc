import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ContentError,
  generateContent,
  generateContentItems,
  outDir,
  readEvent,
  readPost,
} from "../../../../../scripts/content/build-content.ts";

const post = (front: string, body = "Some text.") => `---\n${front}\n---\n${body}\n`;
const goodPost = [
  'title: "A good guide"',
  "slug: a-good-guide",
  "kind: guide",
  'description: "A description long enough to be useful in search results, about fifty characters."',
  "date: 2026-11-01",
  'author: "GradeAtlas editorial team"',
  'section: "Practice"',
  "tags: [practice]",
  "sources:",
  '  - title: "A source"',
  '    url: "https://example.org/source"',
].join("\n");

describe("content build", () => {
  it("the generated files are up to date (run `npm run content`)", () => {
    for (const [name, text] of generateContent()) {
      expect(readFileSync(join(outDir, name), "utf8"), name).toBe(text);
    }
  });

  it("publishes at least 10 guides or posts and 10 real events, each citing its sources", () => {
    const { posts, events } = generateContentItems();
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(events.length).toBeGreaterThanOrEqual(10);
    for (const item of [...posts, ...events]) expect(item.meta.sources.length, item.meta.slug).toBeGreaterThan(0);
  });

  it("refuses a post missing a field, naming the file and the field", () => {
    const broken = post(goodPost.replace(/^author: .*$/m, ""));
    expect(() => readPost("content/posts/a-good-guide.md", broken)).toThrow(ContentError);
    expect(() => readPost("content/posts/a-good-guide.md", broken)).toThrow(
      /^content\/posts\/a-good-guide\.md: author: /,
    );
    expect(() => readPost("content/posts/other-name.md", post(goodPost))).toThrow(/slug must match the file name/);
    expect(() => readPost("content/posts/x.md", "no front matter")).toThrow(/must start with YAML front matter/);
  });

  it("refuses an event that ends before it starts", () => {
    const event = [
      'title: "An event"',
      "slug: an-event",
      'organiser: "Someone"',
      "start: 2026-05-02",
      "end: 2026-05-01",
      'url: "https://example.org"',
      'description: "A description of this event that is long enough."',
      "tags: [conference]",
      "sources:",
      '  - title: "Site"',
      '    url: "https://example.org"',
    ].join("\n");
    expect(() => readEvent("content/events/an-event.md", post(event))).toThrow(/end is before start/);
  });

  it("never lets hostile Markdown through as HTML", () => {
    const hostile = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(2)">',
      "[click](javascript:alert(3))",
      "[data](data:text/html;base64,PHNjcmlwdD4=)",
      '<a href="https://evil.example" onclick="steal()">x</a>',
      "[fine](https://example.org/page)",
    ].join("\n\n");
    const { html } = readPost("content/posts/a-good-guide.md", post(goodPost, hostile));
    // No real tag or attribute from the input survives: only escaped text.
    expect(html).not.toMatch(/<script|<img|<a [^>]*\son\w+=|href="javascript:|href="data:/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer" target="_blank">fine</a>');
  });
});
