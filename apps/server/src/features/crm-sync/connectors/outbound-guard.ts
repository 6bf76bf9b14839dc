import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

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

/**
 * Resolves `host` and refuses it when any of its addresses is private (an
 * admin's webhook URL must not reach our own network). Returns the first
 * address so the caller can connect to what was checked.
 */
export async function checkOutboundHost(host: string, allowPrivate: boolean): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, "");
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  if (addresses.length === 0) throw new BlockedHostError(`${host} does not resolve.`);
  if (!allowPrivate)
    for (const { address, family } of addresses)
      if (privateRanges.check(address, family === 6 ? "ipv6" : "ipv4"))
        throw new BlockedHostError(
          `${host} is a private or local address (${address}); connections reach public hosts only unless CRM_ALLOW_PRIVATE_HOSTS is on.`,
        );
  return (addresses[0] as { address: string }).address;
}
