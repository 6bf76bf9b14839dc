import type { EarlyAccessRequest } from "@gradeatlas/contracts/early-access";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { ApiError, apiRequest } from "../../lib/api-client";
import { looksLikeEmail } from "../../lib/password-messages";
import { paths } from "../../lib/paths";
import { SISTER_SITE } from "../../lib/support-contact";

// docs/requirements.md §8, word for word.
const SUCCESS = "Thank you for your interest! We'll notify you when we launch.";
const FAILURE = "Failed to submit. Please try again.";
const INVALID_EMAIL = "Please enter a valid email address";

type Failure = { message: string; detail?: string };

/** The server's own words where they help the person fix or wait (a bad field, too many tries). */
function toFailure(error: unknown): Failure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) {
    return { message: FAILURE, detail: error.message };
  }
  return { message: FAILURE };
}

/** /one-admission: early access to the sister admissions platform. Only the e-mail is required. */
export function OneAdmissionPage() {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [institution, setInstitution] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (!looksLikeEmail(email)) {
      setEmailError(INVALID_EMAIL);
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    const body: EarlyAccessRequest = {
      email: email.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(institution.trim() ? { institution: institution.trim() } : {}),
    };
    setSubmitting(true);
    try {
      await apiRequest("/v1/early-access", { method: "POST", body });
      setDone(true);
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${SISTER_SITE.name} early access · GradeAtlas`}</title>
      <meta
        name="description"
        content={`Early access to ${SISTER_SITE.name}, the admissions platform from the team behind GradeAtlas. Leave your e-mail and we'll tell you when it launches.`}
      />
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Early access</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{SISTER_SITE.name}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {SISTER_SITE.name} is a sister admissions platform from the team behind GradeAtlas. It is not open yet. Leave
        your e-mail address and we will let you know when early access opens.
      </p>

      <section
        aria-labelledby="early-access-form"
        className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="early-access-form" className="text-xl font-semibold text-slate-900">
          Join the early-access list
        </h2>
        {done ? (
          <div
            ref={successRef}
            tabIndex={-1}
            role="status"
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700"
          >
            {SUCCESS}
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 space-y-2" aria-busy={submitting}>
            {failure && (
              <FormAlert>
                <p>{failure.message}</p>
                {failure.detail && <p className="mt-1">{failure.detail}</p>}
              </FormAlert>
            )}
            <TextField
              ref={emailRef}
              label="E-mail address (required)"
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              error={emailError}
              onChange={(e) => {
                setEmail(e.target.value);
                if (emailError && looksLikeEmail(e.target.value)) setEmailError(undefined);
              }}
            />
            <TextField
              label="Name (optional)"
              name="name"
              autoComplete="name"
              maxLength={200}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Institution (optional)"
              name="institution"
              autoComplete="organization"
              maxLength={200}
              value={institution}
              onChange={(e) => setInstitution(e.target.value)}
            />
            <button type="submit" className={buttonClass("primary")} disabled={submitting}>
              {submitting ? "Submitting..." : "Request early access"}
            </button>
          </form>
        )}
        <p className="mt-4 text-sm text-slate-700">
          We use your address only to tell you about the launch, and never sell it. See our{" "}
          <Link to={paths.terms} className="font-medium text-blue-800 underline">
            privacy policy
          </Link>{" "}
          for how to have it deleted.
        </p>
      </section>

      <p className="mt-8 text-slate-700">
        Converting a transcript today?{" "}
        <Link to={paths.calculator} className="font-medium text-blue-800 underline">
          The GradeAtlas calculator
        </Link>{" "}
        is free.
      </p>
    </div>
  );
}
