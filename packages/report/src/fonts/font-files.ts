// Where the font files come from differs by place: the browser fetches URLs
// the web build emitted, the server reads node_modules. The rest of the font
// code is the same for both, through this interface.

/** The @fontsource packages the report draws with (see font-plan.ts for why each). */
export type FontPackage =
  | "noto-sans"
  | "noto-sans-arabic"
  | "noto-sans-hebrew"
  | "noto-sans-bengali"
  | "noto-sans-tamil"
  | "noto-sans-thai"
  | "noto-sans-sc"
  | "noto-sans-tc"
  | "noto-sans-jp"
  | "noto-sans-kr";

export interface FontFiles {
  /** The package's unicode.json: subset name → CSS unicode-range ("U+0600-06FF,U+0750-077F"). */
  ranges(pkg: FontPackage): Promise<Record<string, string>>;
  /**
   * What @react-pdf loads the file from (a URL in the browser, a path on the
   * server); `file` is its name in the package's files/ folder.
   */
  src(pkg: FontPackage, file: string): string;
}
