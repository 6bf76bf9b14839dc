import { useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { FormAlert, TextField } from "../../components/ui/form-fields";
import { failureMessage } from "../../components/ui/query-view";
import { deleteAccount } from "../../lib/auth-client";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { forgetSession } from "../auth";
import { Card } from "./account-card";

const DELETE_WORD = "DELETE";

const dangerButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white " +
  "shadow-sm transition-colors hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-60";

/** Deleting the account for good, confirmed by typing DELETE and the password. */
export function DeleteAccountSection() {
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
