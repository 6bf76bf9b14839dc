import type { PaperSize } from "@gradeatlas/contracts/branding";
import type { Db } from "../../db/open-database.ts";
import { institutionBranding, memberBranding, printedName } from "./read-branding.ts";
import { readLogo, readSignature, type StoredImage } from "./read-image.ts";

type Picture = { data: Uint8Array; format: "png" | "jpg" };

/** What the GPA report prints under an office's name, from the issuing evaluator's point of view. */
export interface ReportBranding {
  officeName: string;
  address: string;
  paperSize: PaperSize;
  logo: Picture | null;
  evaluatorName: string;
  evaluatorTitle: string;
  signature: Picture | null;
}

// The PDF renderer takes PNG and JPEG only: an SVG is given as its PNG rendition.
const forPdf = (image: StoredImage | null): Picture | null => {
  if (!image) return null;
  if (image.format === "svg") return image.png ? { data: image.png, format: "png" } : null;
  return { data: image.data, format: image.format };
};

/**
 * The branding for a report issued by `who`: their institution's office name
 * (its name when none is set), address, paper size and logo, and their own
 * name, title and signature. Without an institution: their own name, title
 * and signature, A4, no office. Call it after checking who may issue the report.
 */
export async function loadReportBranding(
  db: Db,
  who: { userId: string; institutionId: string | null },
): Promise<ReportBranding> {
  const [evaluatorName, mine, signature] = await Promise.all([
    printedName(db, who.userId),
    memberBranding(db, who.userId, who.institutionId),
    readSignature(db, who.userId, who.institutionId),
  ]);
  const personal = { evaluatorName, evaluatorTitle: mine?.title ?? "", signature: forPdf(signature) };
  if (!who.institutionId) return { officeName: "", address: "", paperSize: "A4", logo: null, ...personal };
  const [institution, office, logo] = await Promise.all([
    db.selectFrom("institutions").select("name").where("id", "=", who.institutionId).executeTakeFirstOrThrow(),
    institutionBranding(db, who.institutionId),
    readLogo(db, who.institutionId),
  ]);
  return {
    officeName: office?.office_name || institution.name,
    address: office?.address ?? "",
    paperSize: office?.paper_size ?? "A4",
    logo: forPdf(logo),
    ...personal,
  };
}
