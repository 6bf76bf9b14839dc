import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Addresses a connection may not reach unless CRM_ALLOW_PRIVATE_HOSTS is on:
// loopback, private networks, link-local (cloud metadata at 169.254.169.254),
// carrier-grade NAT, unique-local and unspecified addresses.
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["::ffff:0:0", 96],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv6");

export class BlockedHostError extends Error {
  override name = "BlockedHostError";
}

const isPrivate = (address: string, family: number) => privateRanges.check(address, family === 6 ? "ipv6" : "ipv4");

const refusal = (host: string, address: string) =>
  new BlockedHostError(
    `${host} is a private or local address (${address}); connections reach public hosts only unless CRM_ALLOW_PRIVATE_HOSTS is on.`,
  );

/** A URL's hostname without an IPv6 literal's brackets. */
const unbracketed = (host: string) => host.replace(/^\[|\]$/g, "");

/** Whether a URL's hostname is an address rather than a name (Node does no lookup for it). */
export const isAddressLiteral = (host: string) => isIP(unbracketed(host)) !== 0;

/**
 * Resolves `host` and refuses it when any of its addresses is private (an
 * admin's webhook URL must not reach our own network). Returns the first
 * address, for a caller that then connects to that address (SFTP does).
 */
export async function checkOutboundHost(host: string, allowPrivate: boolean): Promise<string> {
  const bare = unbracketed(host);
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (addresses.length === 0) throw new BlockedHostError(`${host} does not resolve.`);
  if (!allowPrivate)
    for (const { address, family } of addresses) if (isPrivate(address, family)) throw refusal(host, address);
  return (addresses[0] as { address: string }).address;
}

/**
 * The same check as the socket's own DNS lookup (http.request's `lookup`), so
 * the address checked is the address connected to: a name that resolves to a
 * public address for a check and to 127.0.0.1 a moment later (DNS rebinding)
 * has no later moment to exploit. Node skips `lookup` for IP literals: those
 * pass checkOutboundHost first.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const blocked = allowPrivate ? undefined : addresses.find((a) => isPrivate(a.address, a.family));
      if (blocked) return callback(refusal(hostname, blocked.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string, family: number) => void;
