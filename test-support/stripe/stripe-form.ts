// Stripe's request format and its checks, as its API reference documents
// them: form-encoded bodies and Stripe-shaped 400s for what it refuses.

type Obj = Record<string, unknown>;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

/** Stripe's form encoding back into objects: a[b][0][c]=v → { a: { b: [{ c: v }] } }. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Obj | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= nextIsIndex ? [] : {};
        node = slot[part] as Obj;
      }
    });
  }
  return root;
}

export function checkMetadata(value: unknown, param: string) {
  if (value === undefined) return;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new StripeError(400, "Invalid object", param);
  }
  const entries = Object.entries(value);
  if (entries.length > 50) throw new StripeError(400, "Metadata can have up to 50 keys.", param);
  for (const [k, v] of entries) {
    if (k.length > 40) throw new StripeError(400, "Metadata keys can be up to 40 characters long.", `${param}[${k}]`);
    if (typeof v !== "string" || v.length > 500) {
      throw new StripeError(400, "Metadata values can be up to 500 characters long.", `${param}[${k}]`);
    }
  }
}

export function checkUnknown(body: Obj, allowed: readonly string[]) {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) throw new StripeError(400, `Received unknown parameter: ${key}`, key);
  }
}

export function checkUrl(value: unknown, param: string, required: boolean) {
  if (value === undefined && !required) return;
  if (typeof value !== "string") throw new StripeError(400, `Missing required param: ${param}.`, param);
  try {
    new URL(value.replace("{CHECKOUT_SESSION_ID}", "x"));
  } catch {
    throw new StripeError(400, "Not a valid URL", param, "url_invalid");
  }
}
