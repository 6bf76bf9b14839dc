import { z } from "zod";

// /api/v1/branding (issues 18 + 19): what the GPA report prints under an
// office's name. The institution's part (office name, address, paper size,
// logo) is set by its admins and read by every member; each member sets their
// own title and signature. Subscribers without an institution set their own
// title and signature too. Images are checked by their bytes on the server
// (decision 0044); these limits are shown on the page as they are enforced.

export const paperSizes = ["A4", "LETTER"] as const;
export type PaperSize = (typeof paperSizes)[number];
export const paperSizeNames: Record<PaperSize, string> = { A4: "A4 (210 × 297 mm)", LETTER: "US Letter (8.5 × 11 in)" };

export const MAX_OFFICE_NAME = 120;
export const MAX_ADDRESS_LINES = 6;
export const MAX_ADDRESS_LINE = 100;
export const MAX_TITLE = 80;

const KB = 1024;
/** The two images, each with its byte limit: a 413 past it. */
export const brandingImageLimits = {
  logo: { bytes: 512 * KB, label: "A logo" },
  signature: { bytes: 256 * KB, label: "A signature" },
} as const;
export type BrandingImageKind = keyof typeof brandingImageLimits;
/** Widest and tallest image accepted, in pixels (an SVG's own size). */
export const MAX_IMAGE_SIDE = 4000;
export const acceptedImageTypes = "image/png,image/jpeg,image/svg+xml";

// Control characters other than the line break have no place in an address or a title on paper.
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== "\n" && ch !== "\r") || code === 127;
};
const printable = (name: string) =>
  z.string().refine((s) => ![...s].some(isControl), `${name} must not contain control characters`);

const officeName = printable("officeName").pipe(
  z.string().trim().max(MAX_OFFICE_NAME, `officeName may be at most ${MAX_OFFICE_NAME} characters`),
);

/** Lines of the address as printed; blank lines at either end are dropped, Windows line ends normalised. */
const address = printable("address")
  .transform((s) => s.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .refine(
        (s) => s === "" || s.split("\n").length <= MAX_ADDRESS_LINES,
        `address may have at most ${MAX_ADDRESS_LINES} lines`,
      )
      .refine(
        (s) => s.split("\n").every((line) => line.trim().length <= MAX_ADDRESS_LINE),
        `each line of the address may be at most ${MAX_ADDRESS_LINE} characters`,
      )
      .transform((s) =>
        s
          .split("\n")
          .map((line) => line.trim())
          .join("\n"),
      ),
  );

/** PUT /api/v1/branding/institution (admins). An empty officeName prints the institution's name. */
export const putInstitutionBrandingSchema = z.strictObject({
  officeName,
  address,
  paperSize: z.enum(paperSizes, { error: "paperSize must be A4 or LETTER" }),
});
export type PutInstitutionBranding = z.input<typeof putInstitutionBrandingSchema>;

/** PUT /api/v1/branding/me: the caller's title as printed under their name ("Senior Evaluator"). */
export const putMyBrandingSchema = z.strictObject({
  title: printable("title").pipe(
    z
      .string()
      .trim()
      .refine((s) => !s.includes("\n"), "title must be one line")
      .pipe(z.string().max(MAX_TITLE, `title may be at most ${MAX_TITLE} characters`)),
  ),
});
export type PutMyBranding = z.input<typeof putMyBrandingSchema>;

/** A stored image, without its bytes (GET its URL for them). */
export const brandingImageSchema = z.object({
  format: z.enum(["png", "jpg", "svg"]),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** Where the browser gets it: changes with each upload, so a cached copy never shows an old image. */
  url: z.string(),
  uploadedAt: z.string(),
});
export type BrandingImage = z.infer<typeof brandingImageSchema>;

/** GET /api/v1/branding (and the answer to every change). */
export const brandingResponseSchema = z.object({
  /** Null for a subscriber without an institution. */
  institution: z
    .object({
      id: z.string(),
      name: z.string(),
      /** What the report prints: the office name set, or the institution's name. */
      officeName: z.string(),
      /** True when no office name is set and the institution's name is used. */
      officeNameIsDefault: z.boolean(),
      address: z.string(),
      paperSize: z.enum(paperSizes),
      logo: brandingImageSchema.nullable(),
      /** The caller is its admin and may change the above. */
      canEdit: z.boolean(),
      updatedAt: z.string().nullable(),
      updatedBy: z.string().nullable(),
    })
    .nullable(),
  me: z.object({
    /** The name printed as the evaluator's: the account's name, else its e-mail address. */
    name: z.string(),
    title: z.string(),
    signature: brandingImageSchema.nullable(),
  }),
});
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;
