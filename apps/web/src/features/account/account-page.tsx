import { ChangePasswordSection } from "./change-password-section";
import { DeleteAccountSection } from "./delete-account-section";
import { DownloadDataSection } from "./download-data-section";
import { InstitutionSection } from "./institution-section";
import { MembershipSection } from "./membership-section";
import { ProfileSection } from "./profile-section";
import { useAccount } from "./use-account";

/** /account: profile, membership, institution, password, data export and account deletion. */
export function AccountPage() {
  const account = useAccount();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Your account · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
      <p className="mt-2 text-slate-700">Your profile, membership, password and the data we hold about you.</p>
      <div className="mt-8 space-y-6">
        <ProfileSection summary={account} />
        <MembershipSection summary={account} />
        <InstitutionSection />
        <ChangePasswordSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
