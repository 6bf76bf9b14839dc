import { type PremiumSource, premiumSources, type Tier, tiers } from "@gradeatlas/contracts/access";
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { LoadingIndicator } from "../../components/ui/loading";
import { useAccess } from "../../lib/access/access-context";
import { premiumSourceLabels, tierLabels } from "../../lib/access-labels";
import { ApiError, apiRequest, type ResponseParser } from "../../lib/api-client";
import { changePassword, deleteAccount, sendVerificationEmail, updateFullName } from "../../lib/auth-client";
import { confirmPasswordRule, messages, newPasswordRule } from "../../lib/password-messages";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { forgetSession, useAuthActions } from "../auth";

const EXPORT_PATH = "/v1/account/export";
const EXPORT_FILE_NAME = "gradeatlas-my-data.json";
const ACCOUNT_EXPORT_QUERY_KEY = ["account-export"] as const;
const FULL_NAME_MAX_LENGTH = 100;
const DELETE_WORD = "DELETE";

/** The part of GET /api/v1/account/export this page shows. */
interface AccountSummary {
  fullName: string;
  tier: Tier;
  premiumSource: PremiumSource;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

const accountSummaryParser: ResponseParser<AccountSummary> = {
  parse(data) {
    const root = asRecord(data);
    const account = asRecord(root.account);
    const access = asRecord(root.access);
    const tier = tiers.find((t) => t === access.tier);
    const premiumSource = premiumSources.find((s) => s === access.premiumSource);
    if (!tier || !premiumSource) throw new Error("The account data has an unexpected shape.");
    return { fullName: typeof account.fullName === "string" ? account.fullName : "", tier, premiumSource };
  },
};

const fetchAccountSummary = () => apiRequest(EXPORT_PATH, { schema: accountSummaryParser });

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** /account: profile, membership, password, data export and account deletion. */
export function AccountPage() {
  const summary = useQuery({ queryKey: ACCOUNT_EXPORT_QUERY_KEY, queryFn: fetchAccountSummary });
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Your account · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
      <p className="mt-2 text-slate-700">Your profile, membership, password and the data we hold about you.</p>
      <div className="mt-8 space-y-6">
        <ProfileSection summary={summary} />
        <MembershipSection summary={summary} />
        <ChangePasswordSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}

type SummaryQuery = UseQueryResult<AccountSummary>;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SummaryError({ summary }: { summary: SummaryQuery }) {
  return (
    <div className="mt-4 space-y-3">
      <FormAlert>{failureMessage(summary.error, "Your account details could not be loaded.")}</FormAlert>
      <button type="button" className={buttonClass("secondary")} onClick={() => summary.refetch()}>
        Try again
      </button>
    </div>
  );
}

// --- Profile -----------------------------------------------------------------

function ProfileSection({ summary }: { summary: SummaryQuery }) {
  const access = useAccess();
  const user = access.user;
  if (!user) return null;
  return (
    <Card id="account-profile" title="Profile">
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-medium text-slate-900">E-mail address</dt>
          <dd className="mt-1 break-all text-slate-800">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-900">Verification</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            {user.emailVerified ? (
              <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium text-green-900 ring-1 ring-green-300">
                Verified
              </span>
            ) : (
              <>
                <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
                  Not verified yet
                </span>
                <ResendVerificationButton email={user.email} />
              </>
            )}
          </dd>
        </div>
      </dl>
      {summary.isPending ? (
        <LoadingIndicator label="Loading your profile..." />
      ) : summary.isError ? (
        <SummaryError summary={summary} />
      ) : (
        <FullNameForm key={summary.data.fullName} fullName={summary.data.fullName} />
      )}
    </Card>
  );
}

function ResendVerificationButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationEmail(email);
      toast.success("Verification e-mail sent. Check your inbox.");
    } catch (error) {
      toast.error(failureMessage(error, "The verification e-mail could not be sent."));
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className={buttonClass("secondary")} disabled={sending} onClick={resend}>
      {sending ? "Sending..." : "Resend verification e-mail"}
    </button>
  );
}

function FullNameForm({ fullName }: { fullName: string }) {
  const actions = useAuthActions();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ fullName: string }>({
    defaultValues: { fullName },
    mode: "onTouched",
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const next = values.fullName.trim();
    try {
      await updateFullName(next);
    } catch (error) {
      setFailure(failureMessage(error, "Your name could not be saved. Please try again."));
      return;
    }
    reset({ fullName: next });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_EXPORT_QUERY_KEY });
    await actions.userUpdated();
  });
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4 border-t border-slate-200 pt-6">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        error={formState.errors.fullName?.message}
        {...register("fullName", {
          validate: (v) => v.trim().length <= FULL_NAME_MAX_LENGTH || `Use at most ${FULL_NAME_MAX_LENGTH} characters.`,
        })}
      />
      <button type="submit" disabled={formState.isSubmitting || !formState.isDirty} className={buttonClass("primary")}>
        {formState.isSubmitting ? "Saving..." : "Save name"}
      </button>
    </form>
  );
}

// --- Membership --------------------------------------------------------------

function MembershipSection({ summary }: { summary: SummaryQuery }) {
  return (
    <Card id="account-membership" title="Membership">
      {summary.isPending ? (
        <LoadingIndicator label="Loading your membership..." />
      ) : summary.isError ? (
        <SummaryError summary={summary} />
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-900">Tier</dt>
              <dd className="mt-1 text-slate-800">{tierLabels[summary.data.tier]}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-900">Premium access through</dt>
              <dd className="mt-1 text-slate-800">{premiumSourceLabels[summary.data.premiumSource]}</dd>
            </div>
          </dl>
          {summary.data.premiumSource === "none" && (
            <p className="mt-4 text-slate-700">
              Premium adds saved history, team features and CRM sync.{" "}
              <Link to={paths.premium} className="font-medium text-blue-800 underline hover:text-blue-900">
                See what premium offers
              </Link>
            </p>
          )}
        </>
      )}
    </Card>
  );
}

// --- Change password ---------------------------------------------------------

interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

const emptyPasswords: PasswordForm = { current: "", next: "", confirm: "" };

function ChangePasswordSection() {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, reset } = useForm<PasswordForm>({
    defaultValues: emptyPasswords,
    mode: "onTouched",
  });
  const submit = handleSubmit(async ({ current, next }) => {
    setFailure(null);
    try {
      await changePassword(current, next);
    } catch (error) {
      setFailure(failureMessage(error, messages.updateFailed));
      return;
    }
    toast.success(messages.updatedToast);
    reset(emptyPasswords);
  });
  return (
    <Card id="account-password" title="Change password">
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.current?.message}
          {...register("current", { validate: (v) => (v ? true : messages.fieldRequired) })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.next?.message}
          {...register("next", { validate: newPasswordRule })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirm?.message}
          {...register("confirm", { validate: confirmPasswordRule(() => getValues("next")) })}
        />
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass("primary")}>
          {formState.isSubmitting ? "Updating..." : "Update password"}
        </button>
      </form>
    </Card>
  );
}

// --- Download my data --------------------------------------------------------

function DownloadDataSection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(`/api${EXPORT_PATH}`, { credentials: "same-origin" });
      if (!response.ok) {
        const body = asRecord(await response.json().catch(() => null));
        const nested = asRecord(body.error);
        const message = [body.message, nested.message].find((m): m is string => typeof m === "string" && m !== "");
        throw new Error(message ?? "Your data could not be downloaded. Please try again.");
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(new Blob([blob], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = EXPORT_FILE_NAME;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      toast.success("Your data has been downloaded.");
    } catch (error) {
      toast.error(
        error instanceof TypeError
          ? "The server could not be reached. Check your connection and try again."
          : error instanceof Error
            ? error.message
            : "Your data could not be downloaded. Please try again.",
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card id="account-data" title="Download my data">
      <p className="mt-2 text-slate-700">
        A JSON file with everything we hold about you: your account, sessions, plans and any leads with your address.
      </p>
      <button type="button" className={buttonClass("secondary", "mt-4")} disabled={downloading} onClick={download}>
        {downloading ? "Preparing..." : "Download my data"}
      </button>
    </Card>
  );
}

// --- Delete my account -------------------------------------------------------

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white " +
  "shadow-sm transition-colors hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-60";

function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <Card id="account-delete" title="Delete my account">
      <p className="mt-2 text-slate-700">
        Deleting your account removes it for good, together with its sessions, your saved data and any leads with your
        e-mail address. This cannot be undone.
      </p>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger className={`${dangerButton} mt-4`}>Delete my account</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-xl font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-700">
              Your account, its sessions, your saved data and any leads with your e-mail address will be removed for
              good. Type {DELETE_WORD} and enter your password to confirm.
            </AlertDialog.Description>
            <DeleteAccountForm />
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Card>
  );
}

function DeleteAccountForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmText, setConfirmText] = useState("");
  const [password, setPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = confirmText === DELETE_WORD && password !== "" && !deleting;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    setFailure(null);
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (error) {
      setFailure(failureMessage(error, "Your account could not be deleted. Please try again."));
      setDeleting(false);
      return;
    }
    // The session ended with the account: drop everything cached about it.
    forgetSession(queryClient);
    toast.success("Your account has been deleted.");
    navigate(paths.home);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={`Type ${DELETE_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmText}
        onChange={(e) => setConfirmText(e.target.value)}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <AlertDialog.Cancel className={buttonClass("secondary")} disabled={deleting}>
          Cancel
        </AlertDialog.Cancel>
        <button type="submit" className={dangerButton} disabled={!ready}>
          {deleting ? "Deleting..." : "Delete my account"}
        </button>
      </div>
    </form>
  );
}
