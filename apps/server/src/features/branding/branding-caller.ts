import type { InstitutionRole } from "@gradeatlas/contracts/access";
import type { Access } from "../../access/resolve-access.ts";
import { AppError } from "../../errors.ts";

/** Who sets their own report title and signature: a member of an institution, or a subscriber on their own. */
export type BrandingCaller = {
  user: { id: string; email: string };
  institution: { id: string; name: string; role: InstitutionRole } | null;
};

/** 401 for guests; 403 for anyone neither in an institution nor subscribed (the GPA report is premium). */
export function brandingCaller(access: Access): BrandingCaller {
  if (!access.user) throw new AppError("unauthorized", "Sign in to use this.");
  if (!access.institution && access.tier !== "subscriber")
    throw new AppError(
      "forbidden",
      "Report branding is for subscribers and members of an institution: subscribe, or join your office's institution.",
    );
  return { user: { id: access.user.id, email: access.user.email }, institution: access.institution };
}
