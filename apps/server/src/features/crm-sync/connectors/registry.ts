import type { CrmKind } from "@gradeatlas/contracts/crm-sync";
import type { Connector } from "./connector.ts";
import { hubspotConnector } from "./hubspot.ts";
import { salesforceConnector } from "./salesforce.ts";
import { slateSftpConnector } from "./slate-sftp.ts";
import { webhookConnector } from "./webhook.ts";

/** A kind nothing is pushed to: a Slate feed is fetched by Slate (slate-feed.ts). */
export class NoConnectorError extends Error {
  override name = "NoConnectorError";
  constructor(readonly kind: CrmKind) {
    super(`Nothing is pushed to a ${kind} connection: Slate fetches its feed.`);
  }
}

type Connectors = { [K in CrmKind]?: Connector<K> };

const connectors: Connectors = {
  webhook: webhookConnector,
  slate_sftp: slateSftpConnector,
  salesforce: salesforceConnector,
  hubspot: hubspotConnector,
  // slate_feed has none on purpose: Slate pulls the feed, nothing is pushed.
};

/** The connector that delivers to this kind of CRM. */
export function connectorFor<K extends CrmKind>(kind: K): Connector<K> {
  const connector = connectors[kind] as Connector<K> | undefined;
  if (!connector) throw new NoConnectorError(kind);
  return connector;
}
