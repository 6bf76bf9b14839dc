import { createVerify, type KeyObject, randomBytes } from "node:crypto";
import { isJson, parseJson, type RecordedRequest, type Reply, startHttpStandin } from "./http-standin.ts";

// Salesforce as its documentation describes it, on loopback (one server is
// both the login host and the instance):
// - POST /services/oauth2/token, form-encoded: the JWT bearer flow (RS256, iss/sub/aud/exp checked, exp at
//   most 3 minutes ahead) or client credentials; errors { error, error_description }.
// - GET /services/data/vXX.X/sobjects/{object}/describe: { name, fields: [{ name, type, externalId }] }.
// - PATCH /services/data/vXX.X/sobjects/{object}/{externalIdField}/{value}: upsert; 201 created, 200 updated,
//   300 several matches, 400 [{ errorCode, message, fields }], 401 INVALID_SESSION_ID.

export type SalesforceField = { name: string; type?: string; externalId?: boolean };

export type SalesforceStandinOptions = {
  clientId: string;
  /** JWT bearer: the user the app acts as, and the certificate's public key. */
  username?: string;
  publicKey?: KeyObject;
  /** Client credentials: the consumer secret. */
  clientSecret?: string;
  objects: Record<string, SalesforceField[]>;
};

type SalesforceRecord = { Id: string; object: string; fields: Record<string, unknown> };

const sfError = (status: number, errorCode: string, message: string, fields: string[] = []): Reply => ({
  status,
  body: [{ message, errorCode, fields }],
});
const oauthError = (status: number, error: string, description: string): Reply => ({
  status,
  body: { error, error_description: description },
});

export async function startSalesforceStandin(options: SalesforceStandinOptions) {
  const tokens = new Set<string>();
  const records: SalesforceRecord[] = [];
  let nextId = 1;
  let origin = "";

  const describe = (object: string) => options.objects[object];
  const field = (object: string, name: string) =>
    describe(object)?.find((f) => f.name.toLowerCase() === name.toLowerCase());

  function token(request: RecordedRequest, violation: (m: string) => void): Reply {
    if (request.headers["content-type"] !== "application/x-www-form-urlencoded") {
      violation(`content-type ${request.headers["content-type"]}, not application/x-www-form-urlencoded`);
      return oauthError(400, "invalid_request", "unsupported content type");
    }
    const form = new URLSearchParams(request.body);
    const grant = form.get("grant_type");
    if (grant === "urn:ietf:params:oauth:grant-type:jwt-bearer") {
      const problem = checkJwt(form.get("assertion") ?? "", violation);
      if (problem) return oauthError(400, "invalid_grant", problem);
    } else if (grant === "client_credentials") {
      if (!form.get("client_id") || !form.get("client_secret")) {
        violation("client credentials without client_id or client_secret");
        return oauthError(400, "invalid_client", "invalid client credentials");
      }
      if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret)
        return oauthError(400, "invalid_client", "invalid client credentials");
    } else {
      violation(`grant_type ${grant}`);
      return oauthError(400, "unsupported_grant_type", "grant type not supported");
    }
    const accessToken = `00D000000000001!${randomBytes(24).toString("base64url")}`;
    tokens.add(accessToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        instance_url: origin,
        id: `${origin}/id/00D000000000001EAA/005000000000001AAA`,
        token_type: "Bearer",
        issued_at: String(Date.now()),
        signature: randomBytes(32).toString("base64"),
        scope: "api",
      },
    };
  }

  /** Returns Salesforce's invalid_grant description, or null when the assertion is good. */
  function checkJwt(assertion: string, violation: (m: string) => void): string | null {
    const parts = assertion.split(".");
    if (parts.length !== 3) {
      violation("the assertion is not a JWT");
      return "invalid assertion";
    }
    const [header, claims, signature] = parts as [string, string, string];
    const decode = (part: string) => {
      try {
        return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
      } catch {
        return null;
      }
    };
    if (decode(header)?.alg !== "RS256") violation(`JWT alg ${decode(header)?.alg}, not RS256`);
    const body = decode(claims) as { iss?: string; sub?: string; aud?: string; exp?: number } | null;
    if (!body) {
      violation("unreadable JWT claims");
      return "invalid assertion";
    }
    const now = Math.floor(Date.now() / 1000);
    if (body.aud !== origin) violation(`JWT aud ${body.aud}, not the login host ${origin}`);
    if (typeof body.exp !== "number" || body.exp <= now || body.exp > now + 180)
      violation(`JWT exp ${body.exp} is not within the next 3 minutes`);
    if (!body.iss || !body.sub) violation("JWT without iss or sub");
    if (!options.publicKey) return "JWT bearer flow is not enabled for this app";
    const verified = createVerify("RSA-SHA256")
      .update(`${header}.${claims}`)
      .verify(options.publicKey, Buffer.from(signature, "base64url"));
    if (!verified) return "invalid signature"; // a wrong key is the admin's mistake, not the connector's
    if (body.iss !== options.clientId) return "invalid client identifier";
    if (body.sub !== options.username) return "user hasn't approved this consumer";
    return null;
  }

  function authorised(request: RecordedRequest, violation: (m: string) => void): boolean {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) violation("no Authorization: Bearer header");
    return Boolean(header && tokens.has(header.slice("Bearer ".length)));
  }

  function upsert(
    request: RecordedRequest,
    object: string,
    idField: string,
    value: string,
    violation: (m: string) => void,
  ): Reply {
    if (!describe(object)) return sfError(404, "NOT_FOUND", "The requested resource does not exist");
    const external = field(object, idField);
    if (!external?.externalId)
      return sfError(404, "NOT_FOUND", `Provided external ID field does not exist or is not accessible: ${idField}`);
    if (!isJson(request)) violation(`content-type ${request.headers["content-type"]}, not application/json`);
    const body = parseJson(request);
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      violation("the body is not a JSON object");
      return sfError(400, "JSON_PARSER_ERROR", "Unexpected body");
    }
    for (const [name, v] of Object.entries(body)) {
      if (name.toLowerCase() === idField.toLowerCase() || name === "Id") {
        violation(`the body repeats ${name}, which is in the URL`);
        return sfError(400, "INVALID_FIELD", `Unable to create/update fields: ${name}.`, [name]);
      }
      if (v !== null && !["string", "number", "boolean"].includes(typeof v)) violation(`${name} is a ${typeof v}`);
      if (!field(object, name))
        return sfError(400, "INVALID_FIELD", `No such column '${name}' on sobject of type ${object}`, [name]);
    }
    const matches = records.filter(
      (r) => r.object === object && String(r.fields[external.name]).toLowerCase() === value.toLowerCase(),
    );
    if (matches.length > 1)
      return { status: 300, body: matches.map((r) => `/services/data/v62.0/sobjects/${object}/${r.Id}`) };
    const existing = matches[0];
    if (existing) {
      Object.assign(existing.fields, body);
      return { status: 200, body: { id: existing.Id, success: true, errors: [], created: false } };
    }
    const created = {
      Id: `003${String(nextId++).padStart(12, "0")}AAA`,
      object,
      fields: { ...body, [external.name]: value },
    };
    records.push(created);
    return { status: 201, body: { id: created.Id, success: true, errors: [], created: true } };
  }

  const standin = await startHttpStandin(
    (request, violation) => {
      if (request.method === "POST" && request.path === "/services/oauth2/token") return token(request, violation);
      const rest = request.path.match(/^\/services\/data\/(v\d+\.\d)\/sobjects\/([A-Za-z0-9_]+)\/(.+)$/);
      if (!rest) {
        violation("no such Salesforce resource");
        return sfError(404, "NOT_FOUND", "The requested resource does not exist");
      }
      if (!authorised(request, violation)) return sfError(401, "INVALID_SESSION_ID", "Session expired or invalid");
      const [, , object, tail] = rest as unknown as [string, string, string, string];
      if (request.method === "GET" && tail === "describe") {
        const fields = describe(object);
        if (!fields) return sfError(404, "NOT_FOUND", "The requested resource does not exist");
        return {
          status: 200,
          body: {
            name: object,
            fields: fields.map((f) => ({ name: f.name, type: f.type ?? "string", externalId: f.externalId === true })),
          },
        };
      }
      const byExternalId = tail.match(/^([A-Za-z0-9_]+)\/([^/]+)$/);
      if (request.method === "PATCH" && byExternalId)
        return upsert(
          request,
          object,
          byExternalId[1] as string,
          decodeURIComponent(byExternalId[2] as string),
          violation,
        );
      violation("no such Salesforce resource");
      return sfError(404, "NOT_FOUND", "The requested resource does not exist");
    },
    (fault) => {
      if ("reply" in fault) return fault.reply;
      if (fault.status === 429)
        return {
          ...sfError(429, "REQUEST_LIMIT_EXCEEDED", "Too many requests"),
          headers: fault.retryAfter ? { "retry-after": fault.retryAfter } : {},
        };
      return sfError(fault.status, "SERVER_UNAVAILABLE", "Server temporarily unavailable");
    },
  );
  origin = standin.url;

  return {
    ...standin,
    records,
    /** Every session ends (as when an admin revokes them or they time out): the next call answers 401. */
    expireSessions: () => tokens.clear(),
    /** A record made outside GradeAtlas, e.g. a duplicate that makes an upsert ambiguous. */
    addRecord(object: string, fields: Record<string, unknown>) {
      records.push({ Id: `003${String(nextId++).padStart(12, "0")}AAA`, object, fields });
    },
  };
}
