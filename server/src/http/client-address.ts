import { isIPv4, isIPv6 } from "node:net";

/**
 * Client addresses reduced to what a limit or a list needs: the rate limit counts an IPv6 host by
 * its /64 (http/rate-limit.ts); the admins' sessions list shows a network, never an address
 * (auth/sessions.ts, docs/auth.md#sessions).
 */

/** The eight 16-bit groups of a valid IPv6 address (`::` and a trailing dotted IPv4 expanded). */
function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0] as string;
  const toGroups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [w = 0, x = 0, y = 0, z = 0] = group.split(".").map(Number);
          return [(w << 8) | x, (y << 8) | z];
        });
  const [head = "", tail] = withoutZone.split("::");
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export type ParsedAddress = { kind: "ipv4"; octets: number[] } | { kind: "ipv6"; groups: number[] };

/** An address as numbers, IPv4-mapped IPv6 as its IPv4; null when it is not an IP address. */
export function parseAddress(ip: string | undefined): ParsedAddress | null {
  if (!ip) return null;
  const address = ip.toLowerCase();
  if (isIPv4(address)) return { kind: "ipv4", octets: address.split(".").map(Number) };
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  const [a, b, c, d, e, f, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return { kind: "ipv4", octets: [g >> 8, g & 255, h >> 8, h & 255] };
  return { kind: "ipv6", groups };
}

/** The first `count` groups of an IPv6 address, as a prefix of `bits`: "2001:db8:1::/48". */
export const ipv6Prefix = (groups: number[], count: number) =>
  `${groups
    .slice(0, count)
    .map((group) => group.toString(16))
    .join(":")}::/${count * 16}`;

/** IPv4 /24 or IPv6 /48: where a request came from, without naming the host. */
export function networkOf(ip: string | undefined): string | null {
  const parsed = parseAddress(ip);
  if (!parsed) return null;
  if (parsed.kind === "ipv4") return `${parsed.octets.slice(0, 3).join(".")}.0/24`;
  return ipv6Prefix(parsed.groups, 3);
}
