import { Link } from "react-router";
import { LoadingIndicator } from "../../components/ui/loading";
import { premiumSourceLabels, tierLabels } from "../../lib/access-labels";
import { paths } from "../../lib/paths";
import { Card, SummaryError } from "./account-card";
import type { AccountQuery } from "./use-account";

/** The user's tier and where their premium access comes from. */
export function MembershipSection({ summary }: { summary: AccountQuery }) {
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
          <p className="mt-4 text-slate-700">
            Your plan, payment method and invoices:{" "}
            <Link to={paths.accountBilling} className="font-medium text-blue-800 underline hover:text-blue-900">
              Billing and Subscription
            </Link>
          </p>
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
