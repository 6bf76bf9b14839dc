import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReportBranding } from "../src/features/branding/index.ts";
import { createRoleFixtures, json } from "./support/accounts.ts";
import { CLEAN_SVG, JPEG_16x8, makePng, svgWith, upload } from "./support/images.ts";
import { createTestApp, jsonRequest } from "./support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookies: Awaited<ReturnType<typeof createRoleFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await createRoleFixtures(t);
}, 300_000); // seven accounts signed up and in: slow when the shared machine is busy
afterAll(async () => {
  await t.close();
});

type Who = keyof typeof cookies;
const as = (who: Who, path: string, init: RequestInit = {}) =>
  t.app.request(`/api/v1/branding${path}`, {
    ...init,
    headers: { origin: t.config.BASE_URL, ...(init.headers as Record<string, string>), cookie: cookies[who] ?? "" },
  });
/** An address the API gave out (an image's url), fetched as `who`. */
const fetchAs = (who: Who, url: string) => t.app.request(url, { headers: { cookie: cookies[who] ?? "" } });
const put = (who: Who, path: string, body: { body: FormData }) => as(who, path, { method: "PUT", ...body });
const putJson = (who: Who, path: string, body: unknown) => as(who, path, jsonRequest("PUT", body));
const userId = async (email: string) =>
  (await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
const institutionId = async () =>
  (
    await t.db
      .selectFrom("approved_domains")
      .select("institution_id")
      .where("domain", "=", "college.example")
      .executeTakeFirstOrThrow()
  ).institution_id;
const auditActions = async () =>
  (
    await t.db
      .selectFrom("audit_events")
      .select("action")
      .where("action", "like", "branding.%")
      .orderBy("created_at")
      .execute()
  ).map((r) => r.action);

describe("the institution's branding", () => {
  it("starts with the institution's name as the office name, A4 and no logo", async () => {
    const res = await as("institution", "");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.institution).toMatchObject({
      officeNameIsDefault: true,
      address: "",
      paperSize: "A4",
      logo: null,
      canEdit: false,
    });
    expect(body.institution.officeName).toBe(body.institution.name);
    expect(body.me).toMatchObject({ title: "", signature: null });
  });

  it("lets the admin set the office name, a multi-line address and Letter paper, and records it", async () => {
    const res = await putJson("institutionAdmin", "/institution", {
      officeName: "  Office of International Admissions ",
      address: "College of Example\r\n12 Main Street\r\nSpringfield, IL 62701\n",
      paperSize: "LETTER",
    });
    expect(res.status).toBe(200);
    const { institution } = await json(res);
    expect(institution).toMatchObject({
      officeName: "Office of International Admissions",
      officeNameIsDefault: false,
      address: "College of Example\n12 Main Street\nSpringfield, IL 62701",
      paperSize: "LETTER",
      canEdit: true,
      updatedBy: "head@college.example",
    });
    expect(await auditActions()).toEqual(["branding.changed"]);
  });

  it("refuses an address with too many or too long lines, and unknown paper, naming the field", async () => {
    const base = { officeName: "", address: "", paperSize: "A4" };
    const long = await putJson("institutionAdmin", "/institution", { ...base, address: "a\nb\nc\nd\ne\nf\ng" });
    expect(long.status).toBe(400);
    expect((await json(long)).error.message).toContain("at most 6 lines");
    const wide = await putJson("institutionAdmin", "/institution", { ...base, address: "x".repeat(101) });
    expect((await json(wide)).error.message).toContain("at most 100 characters");
    const paper = await putJson("institutionAdmin", "/institution", { ...base, paperSize: "A3" });
    expect((await json(paper)).error.message).toContain("paperSize must be A4 or LETTER");
    // Nothing saved was lost.
    expect((await json(await as("institution", ""))).institution.paperSize).toBe("LETTER");
  });

  it("keeps evaluators and viewers from changing it (403), and refuses non-members (403) and guests (401)", async () => {
    for (const who of ["institution", "viewer"] as const) {
      expect((await putJson(who, "/institution", { officeName: "", address: "", paperSize: "A4" })).status).toBe(403);
      expect((await put(who, "/institution/logo", upload(makePng(10, 10)))).status).toBe(403);
      expect((await as(who, "/institution/logo", { method: "DELETE" })).status).toBe(403);
    }
    expect((await as("registered", "")).status).toBe(403);
    expect((await as("registered", "/institution/logo")).status).toBe(403);
    expect((await as("subscriber", "/institution/logo")).status).toBe(403);
    expect((await t.app.request("/api/v1/branding")).status).toBe(401);
    expect((await t.app.request("/api/v1/branding/institution/logo")).status).toBe(401);
  });
});

describe("logo uploads", () => {
  it("takes a PNG, serves it back to members as it was sent, and replaces it with a JPEG", async () => {
    const png = makePng(600, 200);
    const res = await put("institutionAdmin", "/institution/logo", upload(png));
    expect(res.status).toBe(200);
    const { institution } = await json(res);
    expect(institution.logo).toMatchObject({ format: "png", width: 600, height: 200, bytes: png.length });
    const served = await fetchAs("viewer", institution.logo.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const jpg = await put("institutionAdmin", "/institution/logo", upload(JPEG_16x8, "logo.jpeg", "image/jpeg"));
    expect((await json(jpg)).institution.logo).toMatchObject({ format: "jpg", width: 16, height: 8 });
    // The old image is gone, not left behind.
    expect((await t.db.selectFrom("branding_images").select("id").execute()).length).toBe(1);
  });

  it("takes an SVG: stores it sanitised, serves it with a CSP that forbids scripts, and gives the report a PNG", async () => {
    const res = await put("institutionAdmin", "/institution/logo", upload(CLEAN_SVG, "logo.svg", "image/svg+xml"));
    expect(res.status).toBe(200);
    const { institution } = await json(res);
    expect(institution.logo).toMatchObject({ format: "svg", width: 300, height: 100 });
    const served = await as("institution", "/institution/logo");
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    const text = await served.text();
    expect(text).toMatch(/^<svg/);
    expect(text).toContain("linearGradient");
    expect(text).not.toContain("sodipodi");

    const branding = await loadReportBranding(t.db, {
      userId: await userId("member@college.example"),
      institutionId: await institutionId(),
    });
    expect(branding.logo?.format).toBe("png");
    expect(
      Buffer.from(branding.logo?.data ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect(branding).toMatchObject({ officeName: "Office of International Admissions", paperSize: "LETTER" });
  });

  it("refuses SVGs with active content with a 422 that says what was found, keeping the logo before", async () => {
    const cases: [string, string, string][] = [
      ["script", svgWith("<script>alert(1)</script>"), "<script>"],
      ["onload", svgWith("", 'onload="alert(1)"'), "event handler attribute (onload=)"],
      [
        "javascript: href",
        svgWith('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'),
        "javascript: URL",
      ],
      [
        "xlink javascript",
        svgWith('<a xlink:href=" java\tscript:alert(1)"><rect width="5" height="5"/></a>'),
        "javascript: URL",
      ],
      [
        "foreignObject",
        svgWith("<foreignObject><div xmlns='http://www.w3.org/1999/xhtml'>hi</div></foreignObject>"),
        "<foreignObject>",
      ],
      [
        "external href",
        svgWith('<image href="http://evil.example/x.png" width="10" height="10"/>'),
        'external reference (href="http://evil.example',
      ],
      ["external use", svgWith('<use xlink:href="https://evil.example/sprite.svg#a"/>'), "external reference"],
      ["css import", svgWith("<style>@import url(http://evil.example/a.css);</style>"), "@import"],
      ["entities", `<!DOCTYPE svg [<!ENTITY x "y">]>${svgWith("")}`, "DOCTYPE with entity declarations"],
    ];
    for (const [name, svg, found] of cases) {
      const res = await put("institutionAdmin", "/institution/logo", upload(svg, "logo.svg", "image/svg+xml"));
      expect(res.status, name).toBe(422);
      expect((await json(res)).error.message, name).toContain(found);
    }
    // Nothing stored, nothing lost: the clean SVG from before is still the logo.
    expect(await (await as("institution", "/institution/logo")).text()).toContain("linearGradient");
    expect((await t.db.selectFrom("branding_images").select("id").execute()).length).toBe(1);
  });

  it("refuses SVG text (no fonts for the report) and SVG that is not well-formed", async () => {
    const text = await put("institutionAdmin", "/institution/logo", upload(svgWith("<text>Logo</text>"), "l.svg"));
    expect(text.status).toBe(422);
    expect((await json(text)).error.message).toContain("outlines");
    const broken = await put(
      "institutionAdmin",
      "/institution/logo",
      upload("<svg xmlns='http://www.w3.org/2000/svg'><rect></svg>", "l.svg"),
    );
    expect(broken.status).toBe(422);
    expect((await json(broken)).error.message).toContain("not well-formed");
  });

  it("refuses other types by their bytes, whatever the name says (415)", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const asGif = await put("institutionAdmin", "/institution/logo", upload(gif, "logo.png", "image/png"));
    expect(asGif.status).toBe(415);
    expect((await json(asGif)).error.message).toContain("a GIF image");
    const textFile = await put(
      "institutionAdmin",
      "/institution/logo",
      upload("just some notes\n", "logo.png", "image/png"),
    );
    expect(textFile.status).toBe(415);
    expect((await json(textFile)).error.message).toContain("a text file");
    const notMultipart = await as("institutionAdmin", "/institution/logo", {
      method: "PUT",
      body: new Uint8Array(makePng(4, 4)),
      headers: { "content-type": "image/png" },
    });
    expect(notMultipart.status).toBe(415);
    expect((await json(notMultipart)).error.message).toContain("multipart/form-data");
  });

  it("refuses damaged, empty-sized and oversized pictures (422) and files over the limit (413)", async () => {
    const png = makePng(20, 20);
    const cut = await put("institutionAdmin", "/institution/logo", upload(png.subarray(0, png.length - 20)));
    expect(cut.status).toBe(422);
    expect((await json(cut)).error.message).toContain("damaged");
    const flipped = Buffer.from(png);
    flipped[40] = (flipped[40] as number) ^ 0xff;
    expect((await put("institutionAdmin", "/institution/logo", upload(flipped))).status).toBe(422);
    const jpgCut = await put("institutionAdmin", "/institution/logo", upload(JPEG_16x8.subarray(0, 300), "l.jpg"));
    expect(jpgCut.status).toBe(422);
    const zero = await put("institutionAdmin", "/institution/logo", upload(makePng(0, 5)));
    expect((await json(zero)).error.message).toContain("at least 1 pixel");
    const huge = await put("institutionAdmin", "/institution/logo", upload(makePng(5000, 2)));
    expect(huge.status).toBe(422);
    expect((await json(huge)).error.message).toContain("at most 4000 × 4000 pixels");
    const big = await put(
      "institutionAdmin",
      "/institution/logo",
      upload(Buffer.concat([makePng(4, 4), Buffer.alloc(600 * 1024)])),
    );
    expect(big.status).toBe(413);
    expect((await json(big)).error.message).toContain("A logo may be at most 512 KB");
    expect(await (await as("institution", "/institution/logo")).text()).toContain("linearGradient");
  });

  it("lets the admin remove the logo (then 404), with audit lines for each change", async () => {
    expect((await as("institutionAdmin", "/institution/logo", { method: "DELETE" })).status).toBe(200);
    expect((await as("institution", "/institution/logo")).status).toBe(404);
    expect((await as("institutionAdmin", "/institution/logo", { method: "DELETE" })).status).toBe(404);
    expect(await auditActions()).toEqual([
      "branding.changed",
      "branding.logo_added",
      "branding.logo_replaced",
      "branding.logo_replaced",
      "branding.logo_removed",
    ]);
  });
});

describe("each member's title and signature", () => {
  it("lets an evaluator set their title and a signature, which the report uses", async () => {
    const title = await putJson("institution", "/me", { title: "Senior Evaluator" });
    expect(title.status).toBe(200);
    expect((await json(title)).me.title).toBe("Senior Evaluator");
    const signed = await put("institution", "/me/signature", upload(JPEG_16x8, "sig.jpg", "image/jpeg"));
    expect(signed.status).toBe(200);
    const { me } = await json(signed);
    expect(me.signature).toMatchObject({ format: "jpg", width: 16, height: 8 });
    expect((await as("institution", "/me/signature")).headers.get("content-type")).toBe("image/jpeg");
    // Another member does not get this one's signature.
    expect((await as("viewer", "/me/signature")).status).toBe(404);

    const branding = await loadReportBranding(t.db, {
      userId: await userId("member@college.example"),
      institutionId: await institutionId(),
    });
    expect(branding).toMatchObject({ evaluatorName: "member@college.example", evaluatorTitle: "Senior Evaluator" });
    expect(branding.signature?.format).toBe("jpg");
    expect(await auditActions()).toContain("branding.signature_set");
  });

  it("lets a viewer set their own title, and refuses a title over 80 characters or on two lines", async () => {
    expect((await putJson("viewer", "/me", { title: "Registrar" })).status).toBe(200);
    const long = await putJson("viewer", "/me", { title: "x".repeat(81) });
    expect(long.status).toBe(400);
    expect((await json(long)).error.message).toContain("at most 80 characters");
    expect((await putJson("viewer", "/me", { title: "a\nb" })).status).toBe(400);
    expect((await json(await as("viewer", ""))).me.title).toBe("Registrar");
  });

  it("refuses a signature over 256 KB with a 413, and script in an SVG signature with a 422", async () => {
    const big = await put(
      "institution",
      "/me/signature",
      upload(Buffer.concat([makePng(4, 4), Buffer.alloc(260 * 1024)])),
    );
    expect(big.status).toBe(413);
    expect((await json(big)).error.message).toContain("A signature may be at most 256 KB");
    const script = await put("institution", "/me/signature", upload(svgWith("<script>alert(1)</script>"), "s.svg"));
    expect(script.status).toBe(422);
    expect((await as("institution", "/me/signature")).headers.get("content-type")).toBe("image/jpeg");
  });

  it("lets a subscriber without an institution set a title and signature of their own", async () => {
    const res = await putJson("subscriber", "/me", { title: "Independent Evaluator" });
    expect(res.status).toBe(200);
    expect((await json(res)).institution).toBeNull();
    expect((await put("subscriber", "/me/signature", upload(makePng(300, 80)))).status).toBe(200);
    const branding = await loadReportBranding(t.db, {
      userId: await userId("subscriber@example.org"),
      institutionId: null,
    });
    expect(branding).toMatchObject({
      officeName: "",
      paperSize: "A4",
      logo: null,
      evaluatorTitle: "Independent Evaluator",
    });
    expect(branding.signature?.format).toBe("png");
    expect((await as("subscriber", "/me/signature", { method: "DELETE" })).status).toBe(200);
    expect((await as("subscriber", "/me/signature", { method: "DELETE" })).status).toBe(404);
    // Registered users without premium or an institution cannot.
    expect((await putJson("registered", "/me", { title: "x" })).status).toBe(403);
  });
});
