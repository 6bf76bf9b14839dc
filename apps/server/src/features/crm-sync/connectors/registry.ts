import type { CrmKind } from "@gradeatlas/contracts/crm-sync";
import type { Connector } from "./connector.ts";
import { slateSftpConnector } from "./slate-sftp.ts";
import { webhookConnector } from "./webhook.ts";

/** A kind whose connector is not in this build: deliveries to it wait (retry), they never pretend to succeed. */
export class ConnectorNotBuiltError extends Error {
  override name = "ConnectorNotBuiltError";
  constructor(readonly kind: CrmKind) {
    super(`The ${kind} connector is not built yet.`);
  }
}

type Connectors = { [K in CrmKind]?: Connector<K> };

const connectors: Connectors = {
  webhook: webhookConnector,
  slate_sftp: slateSftpConnector,
  // MERGE: the http-crm helper registers `salesforce: salesforceConnector` (./salesforce.ts).
  // MERGE: the http-crm helper registers `hubspot: hubspotConnector` (./hubspot.ts).
  // slate_feed has none on purpose: Slate pulls the feed, nothing is pushed.
};

/** The connector that delivers to this kind of CRM. */
export function connectorFor<K extends CrmKind>(kind: K): Connector<K> {
  const connector = connectors[kind] as Connector<K> | undefined;
  if (!connector) throw new ConnectorNotBuiltError(kind);
  return connector;
}
