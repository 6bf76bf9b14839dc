// What each public page says about itself before any script runs: the
// metadata inputs of docs/requirements.md §3 (title, description, url, type, times, author,
// section, tags, locale, image) and JSON-LD. Used by prerender.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { countrySummaries } from "../../packages/engine/src/index.ts";
import { generateContentItems } from "./build-content.ts";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  type: "website" | "article";
  article?: { published: string; modified?: string; author: string; section: string; tags: string[] };
  jsonLd?: Record<string, unknown>;
  /** Main text for crawlers without JavaScript; replaced when the app starts. */
  bodyHtml: string;
  sitemap: boolean;
  lastmod?: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] as string);
const simple = (path: string, title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  path,
  title: `${title} · GradeAtlas`,
  description,
  type: "website",
  bodyHtml: `<main><h1>${esc(title)}</h1><p>${esc(description)}</p></main>`,
  sitemap: true,
  ...extra,
});

const dataDir = new URL("../../packages/engine/data/countries", import.meta.url).pathname;

export function generatePages(): PageMeta[] {
  const countries = countrySummaries.filter((c) => c.code !== "INT");
  const pages: PageMeta[] = [
    simple(
      "/",
      "GPA Calculator",
      `Convert international grades and whole transcripts from ${countries.length} countries to the US 4.0 GPA scale, with the scale, method and source named for every result.`,
      {
        jsonLd: {
          "@type": "WebApplication",
          name: "GradeAtlas",
          applicationCategory: "EducationalApplication",
          operatingSystem: "Any",
          offers: {
            "@type": "Offer",
            price: "0",
            priceCurrency: "USD",
            description: "The calculator, academic reports and the training aid are free.",
          },
        },
      },
    ),
    simple(
      "/calculator",
      "GPA Calculator",
      "Convert international grades and transcripts to the US 4.0 scale in your browser: per-course results, GPA overall, per year, last 60 credits, with sources.",
    ),
    simple(
      "/training",
      "Training",
      "Practise reading foreign grades: a grade from a random country and scale, pick the US letter, and see the method and source behind the answer.",
    ),
    simple(
      "/premium",
      "GradeAtlas Premium",
      "Saved history, team features and CRM sync for admissions offices. The calculator, academic reports and the training aid stay free.",
      {
        jsonLd: {
          "@type": "Product",
          name: "GradeAtlas Premium",
          description: "Saved history, team collaboration, CRM sync and data insights for admissions teams.",
          offers: {
            "@type": "Offer",
            description:
              "Plans set up with our team; institution plans cover every verified address at the institution's domain.",
            availability: "https://schema.org/InStock",
          },
        },
      },
    ),
    simple(
      "/about",
      "About GradeAtlas",
      "Why we built GradeAtlas, and our promise that core conversion will always stay free.",
    ),
    simple("/terms", "Privacy policy", "What GradeAtlas collects, how it is used and how to have it deleted."),
    simple(
      "/crm-mapping-guide",
      "CRM mapping guide",
      "How GradeAtlas results map to Slate, Salesforce Education Cloud and HubSpot fields, with import steps.",
    ),
    simple(
      "/one-admission",
      "One Admission early access",
      "Register for early access to One Admission, our sister admissions platform.",
    ),
    simple(
      "/global-education-systems",
      "Global education systems",
      `Grading scales of ${countries.length} countries with bands, pass marks, credit systems and sources.`,
    ),
    simple(
      "/blog",
      "Blog and guides",
      "Practical guides for international admissions evaluators on grading scales, credits and transcripts.",
    ),
    simple(
      "/events",
      "Curated events",
      "Conferences and workshops for international admissions and credential evaluation staff.",
    ),
  ];

  for (const c of countries) {
    const data = JSON.parse(readFileSync(join(dataDir, `${c.code.toLowerCase()}.json`), "utf8")) as {
      summary?: string;
      scales: { name: string; lastReviewed: string }[];
    };
    const description = `How ${c.name} grades: ${c.scales.length} scale${c.scales.length > 1 ? "s" : ""} with bands, pass marks and US 4.0 equivalents, with sources.`;
    const lastmod = data.scales
      .map((s) => s.lastReviewed)
      .sort()
      .at(-1);
    pages.push({
      path: `/global-education-systems/${c.slug}`,
      title: `${c.name}: grading system and US GPA conversion · GradeAtlas`,
      description,
      type: "article",
      article: {
        published: lastmod ?? "2026-11-22",
        author: "GradeAtlas",
        section: "Global education systems",
        tags: [c.region],
      },
      jsonLd: {
        "@type": "Article",
        headline: `${c.name}: grading system and US GPA conversion`,
        dateModified: lastmod,
        author: { "@type": "Organization", name: "GradeAtlas" },
        about: c.name,
      },
      bodyHtml: `<main><h1>${esc(c.name)}</h1>${data.summary ? `<p>${esc(data.summary)}</p>` : ""}<ul>${data.scales.map((s) => `<li>${esc(s.name)}</li>`).join("")}</ul></main>`,
      sitemap: true,
      lastmod,
    });
  }

  const { posts, events } = generateContentItems();
  for (const { meta, html } of posts) {
    pages.push({
      path: `/blog/${meta.slug}`,
      title: `${meta.title} · GradeAtlas`,
      description: meta.description,
      type: "article",
      article: {
        published: meta.date,
        modified: meta.updated,
        author: meta.author,
        section: meta.section,
        tags: meta.tags,
      },
      jsonLd: {
        "@type": "Article",
        headline: meta.title,
        description: meta.description,
        datePublished: meta.date,
        ...(meta.updated ? { dateModified: meta.updated } : {}),
        author: { "@type": "Organization", name: meta.author },
        articleSection: meta.section,
        keywords: meta.tags.join(", "),
        image: "%BASE_URL%/social-card.png",
      },
      bodyHtml: `<main><article><h1>${esc(meta.title)}</h1>${html}</article></main>`,
      sitemap: true,
      lastmod: meta.updated ?? meta.date,
    });
  }
  for (const { meta, html } of events) {
    pages.push({
      path: `/events/${meta.slug}`,
      title: `${meta.title} · GradeAtlas`,
      description: meta.description,
      type: "website",
      jsonLd: {
        "@type": "Event",
        name: meta.title,
        description: meta.description,
        startDate: meta.start,
        endDate: meta.end,
        eventAttendanceMode: meta.online
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
        location: meta.online
          ? { "@type": "VirtualLocation", url: meta.url }
          : {
              "@type": "Place",
              name: meta.venue ?? meta.city ?? meta.country,
              address: [meta.city, meta.country].filter(Boolean).join(", "),
            },
        organizer: { "@type": "Organization", name: meta.organiser, url: meta.url },
      },
      bodyHtml: `<main><h1>${esc(meta.title)}</h1><p>${esc(meta.start)} – ${esc(meta.end)}</p>${html}</main>`,
      sitemap: true,
    });
  }
  return pages;
}
