import { type BrandingResponse, paperSizeNames } from "@gradeatlas/contracts/branding";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { failureMessage } from "../../components/ui/query-view";
import { Timestamp } from "../../components/ui/timestamp";
import { paths } from "../../lib/paths";
import { useBranding } from "./api/branding";
import { ImageField } from "./image-field";
import { InstitutionBrandingForm } from "./institution-branding-form";
import { MyTitleForm } from "./my-title-form";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

type Institution = NonNullable<BrandingResponse["institution"]>;

function OfficeDetails({ institution }: { institution: Institution }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-900">Office name</dt>
      <dd className="text-slate-800">{institution.officeName}</dd>
      <dt className="font-medium text-slate-900">Postal address</dt>
      <dd className="whitespace-pre-line text-slate-800">{institution.address || "None set."}</dd>
      <dt className="font-medium text-slate-900">Paper size</dt>
      <dd className="text-slate-800">{paperSizeNames[institution.paperSize]}</dd>
    </dl>
  );
}

/**
 * /my-team/branding: what the GPA report prints under the office's name. Its
 * admins set the office name, address, paper size and logo; every member sets
 * their own title and signature. Subscribers without an institution set theirs.
 */
export function BrandingPage() {
  const branding = useBranding();
  const data = branding.data;
  const institution = data?.institution ?? null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Report branding · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Report branding</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The GPA report uses what you set here: it prints your office's name, address and logo at the top, on the paper
        size you choose, and the issuing evaluator's name, title and signature at the end.
      </p>
      {branding.isPending && <LoadingIndicator label="Loading your report branding..." />}
      {branding.isError && (
        <div className="mt-6">
          <FormAlert>{failureMessage(branding.error, "Your report branding could not be loaded.")}</FormAlert>
        </div>
      )}
      {data && (
        <div className="mt-8 space-y-8">
          {institution && (
            <>
              <Section id="branding-office" title={`${institution.name}: office details`}>
                {institution.updatedAt && (
                  <p className="text-sm text-slate-700">
                    Last changed by {institution.updatedBy ?? "a former member"} on{" "}
                    <Timestamp iso={institution.updatedAt} />.
                  </p>
                )}
                {institution.canEdit ? (
                  <InstitutionBrandingForm institution={institution} />
                ) : (
                  <>
                    <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
                      Only your institution's admins change the office details and the logo.
                    </p>
                    <OfficeDetails institution={institution} />
                  </>
                )}
              </Section>
              <Section id="branding-logo" title="Logo">
                <ImageField kind="logo" label="Logo" image={institution.logo} readOnly={!institution.canEdit} />
              </Section>
            </>
          )}
          <Section id="branding-me" title="You on the report">
            <MyTitleForm name={data.me.name} title={data.me.title} />
            <h3 className="pt-2 text-lg font-semibold text-slate-900">Signature</h3>
            <p className="text-sm text-slate-700">
              Optional. A scan of your signature on a white or transparent background prints above your name.
            </p>
            <ImageField kind="signature" label="Signature" image={data.me.signature} />
          </Section>
          {institution?.canEdit && (
            <Link to={paths.myTeam} className="inline-block text-sm font-semibold text-blue-800 underline">
              Back to My Team
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
