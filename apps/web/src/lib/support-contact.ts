// Configuration, not code: operators set these VITE_ variables at build time;
// neutral defaults keep a build without them honest and working.
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || "support@gradeatlas.example";

export const SUPPORT_PHONE = import.meta.env.VITE_SUPPORT_PHONE?.trim() || "+1 555 0100";

export const POSTAL_ADDRESS =
  import.meta.env.VITE_POSTAL_ADDRESS?.trim() || "GradeAtlas, 100 Example Street, Suite 1, Springfield, USA";

export const SISTER_SITE = { name: "One Admission", url: "https://oneadmission.example" } as const;
