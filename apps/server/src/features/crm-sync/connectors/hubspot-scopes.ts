import type { HttpCallOptions } from "./http-call.ts";
import { httpCall } from "./http-call.ts";
import { type HubspotConnection, hubspotRequest } from "./hubspot-api.ts";

// A private app token's scopes, so "test connection" can name a missing write
// scope without writing anything (a service key is not a private app: this
// answers otherwise, and the read checks that follow still find missing scopes):
// https://developers.hubspot.com/docs/api/private-apps (POST /oauth/v2/private-apps/get/access-token-info
//   { tokenKey } → { userId, hubId, appId, scopes: [...] }).

export async function checkHubspotScopes(
  connection: HubspotConnection,
  options: HttpCallOptions,
): Promise<{ problem: string | null; missing: string[] }> {
  const required = ["crm.objects.contacts.read", "crm.objects.contacts.write", "crm.schemas.contacts.read"];
  if (connection.settings.createMissingProperties) required.push("crm.schemas.contacts.write");
  const request = hubspotRequest(connection, "POST", "/oauth/v2/private-apps/get/access-token-info", {
    tokenKey: connection.secrets.accessToken,
  });
  const result = await httpCall(request, options);
  if (!result.ok) return { problem: result.error, missing: [] };
  if (result.status === 401)
    return { problem: "HubSpot refused the token: paste a current service key or private app token.", missing: [] };
  // Anything else unreadable: the reads that follow still find a missing read scope.
  const scopes = (result.json as { scopes?: string[] } | null)?.scopes;
  if (result.status !== 200 || !Array.isArray(scopes)) return { problem: null, missing: [] };
  return { problem: null, missing: required.filter((scope) => !scopes.includes(scope)) };
}
