// Configuration, not code: operators set VITE_SUPPORT_EMAIL at build time.
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || "support@gradeatlas.example";

export const SISTER_SITE = { name: "One Admission", url: "https://oneadmission.example" } as const;
