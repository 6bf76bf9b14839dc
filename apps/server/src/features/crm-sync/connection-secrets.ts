import { type ConnectionSettings, connectionSecretsSchemas } from "@gradeatlas/contracts/crm-sync";
import { AppError } from "../../errors.ts";
import { parseWith } from "../../http/read-json.ts";
import { newWebhookSecret } from "./connection-tokens.ts";

/**
 * The credentials an admin sent for a connection, checked against what its
 * kind and settings need. Webhook secrets are made here, never typed in.
 */
export function secretsFor(
  connection: ConnectionSettings,
  sent: Record<string, string>,
): { secrets: Record<string, string>; shownOnce?: Record<string, string> } {
  const problem = (message: string) =>
    new AppError("validation_failed", message, { issues: [{ path: "secrets", message }] });
  switch (connection.kind) {
    case "webhook": {
      if (Object.keys(sent).length)
        throw problem("A webhook's signing secret is made by GradeAtlas; rotate it instead of typing one.");
      const secret = newWebhookSecret();
      return { secrets: { secret }, shownOnce: { signingSecret: secret } };
    }
    case "slate_feed":
      if (Object.keys(sent).length)
        throw problem("A Slate feed has no credentials to send; GradeAtlas makes its token.");
      return { secrets: {} };
    case "salesforce": {
      const s = parseWith(connectionSecretsSchemas.salesforce, sent);
      if (connection.settings.auth === "jwt_bearer") {
        if (!s.privateKey?.includes("PRIVATE KEY"))
          throw problem(
            "The JWT bearer flow needs the connected app's private key (PEM, -----BEGIN PRIVATE KEY-----).",
          );
        if (!connection.settings.username)
          throw problem("The JWT bearer flow needs the Salesforce user name the app acts as.");
        return { secrets: { privateKey: s.privateKey } };
      }
      if (!s.clientSecret) throw problem("The client credentials flow needs the connected app's consumer secret.");
      return { secrets: { clientSecret: s.clientSecret } };
    }
    case "hubspot":
      return { secrets: { ...parseWith(connectionSecretsSchemas.hubspot, sent) } };
    case "slate_sftp": {
      const s = parseWith(connectionSecretsSchemas.slate_sftp, sent);
      if (s.privateKey && !s.privateKey.includes("PRIVATE KEY"))
        throw problem("Paste the whole private key, from -----BEGIN … PRIVATE KEY----- to its END line.");
      return { secrets: Object.fromEntries(Object.entries(s).filter(([, v]) => v)) as Record<string, string> };
    }
  }
}
