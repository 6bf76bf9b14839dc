import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { QueryView } from "../../components/ui/query-view";
import { useAccess } from "../../lib/access/access-context";
import { paths, premiumPath } from "../../lib/paths";
import { ConnectionCard } from "./connection-card";
import { ConnectionDialog } from "./connection-dialog";
import { useConnections } from "./crm-api";

const link = "font-medium text-blue-800 underline";
const NO_KEY =
  "The server has no CRM_SECRETS_KEY, so it cannot store CRM credentials yet. Ask whoever runs your GradeAtlas server to set it; then you can add connections here.";

/**
 * /my-team/integrations: an institution admin connects GradeAtlas to Slate,
 * Salesforce, HubSpot or a webhook, and watches each connection's deliveries.
 * Other members and institutions without premium are told plainly why they
 * cannot, and what to do.
 */
export function IntegrationsPage() {
  const access = useAccess();
  const isAdmin = access.institution?.role === "admin";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>CRM sync · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">CRM sync</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Send each saved result to your CRM with the fields you choose: Slate (SFTP upload or a feed Slate fetches),
        Salesforce, HubSpot, or any address as a signed webhook. Failed deliveries are retried for hours and then kept
        here for you to retry. The{" "}
        <Link to={paths.crmMappingGuide} className={link}>
          CRM mapping guide
        </Link>{" "}
        explains where each field belongs.
      </p>
      {!isAdmin ? (
        <p
          role="note"
          className="mt-6 max-w-3xl rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-slate-800"
        >
          Only your institution's admin sets up CRM sync. Each saved calculation's sync state is shown in{" "}
          <Link to={paths.history} className={link}>
            History
          </Link>
          .
        </p>
      ) : !access.hasPremiumAccess ? (
        <p
          role="note"
          className="mt-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        >
          CRM sync is part of GradeAtlas Premium for institutions. If your institution's premium has lapsed, its
          connections are kept and nothing is sent meanwhile; what changed waits and goes out once an admin subscribes
          again.{" "}
          <Link to={premiumPath("crm")} className={link}>
            See premium plans
          </Link>
        </p>
      ) : (
        <Connections />
      )}
    </div>
  );
}

function Connections() {
  const list = useConnections();
  const [adding, setAdding] = useState(false);
  const secretsConfigured = list.data?.secretsConfigured ?? true;
  return (
    <section aria-labelledby="crm-connections" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="crm-connections" className="text-xl font-semibold text-slate-900">
          Connections
        </h2>
        {list.data && (
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={!secretsConfigured}
            aria-describedby={secretsConfigured ? undefined : "crm-no-key"}
            onClick={() => setAdding(true)}
          >
            Add a connection
          </button>
        )}
      </div>
      {!secretsConfigured && (
        <p
          id="crm-no-key"
          role="note"
          className="mt-3 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {NO_KEY}
        </p>
      )}
      <QueryView
        query={list}
        loading="Loading your connections..."
        failure="The connections could not be loaded."
        isEmpty={(data) => data.connections.length === 0}
        empty={
          <p role="status" className="mt-4 text-slate-700">
            No connection yet. Results are not sent anywhere until you add one.
          </p>
        }
      >
        {(data) => (
          <ul className="mt-4 space-y-4">
            {data.connections.map((c) => (
              <ConnectionCard key={c.id} connection={c} />
            ))}
          </ul>
        )}
      </QueryView>
      {adding && <ConnectionDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
