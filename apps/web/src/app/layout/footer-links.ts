import { paths } from "../../lib/paths";
import type { NavLink } from "./navigation";

export interface FooterColumn {
  heading: "Platform" | "Content" | "Support";
  links: NavLink[];
}

const link = (label: string, to: string): NavLink => ({ kind: "link", label, to });

// Internal pages only; the support mailto and the sister site are added by the
// footer itself because they are not pages of this app.
export const footerColumns: FooterColumn[] = [
  {
    heading: "Platform",
    links: [
      link("GPA Calculator", paths.calculator),
      link("Premium Plans", paths.premium),
      link("About GradeAtlas", paths.about),
    ],
  },
  {
    heading: "Content",
    links: [
      link("Blog", paths.blog),
      link("Global Education Systems", paths.educationSystems),
      link("Curated Events", paths.events),
      link("CRM Mapping Guide", paths.crmMappingGuide),
    ],
  },
  {
    heading: "Support",
    links: [link("Privacy & Terms", paths.terms)],
  },
];
