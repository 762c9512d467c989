import ipaddr from 'ipaddr.js';

// The key that every per-visitor limit counts by (the forms' rate limit, the page-view beacon, the
// owner portal's login throttle and rate limit): an IPv4 address as it is, an IPv6 address by its
// /64. One subscriber, one household or one virtual machine gets a whole /64 (RFC 6177), so
// counting single IPv6 addresses would let anyone rotate through 2^64 of them past every limit.

/** How much of an IPv6 address one visitor holds. */
export const IPV6_VISITOR_PREFIX = 64;

/** The visitor's key for `address` (request.ip): IPv4 (an IPv4-mapped IPv6 address too) whole, IPv6 by its /64. */
export function visitorKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_VISITOR_PREFIX / 16);
  return `${network.map((part) => part.toString(16)).join(':')}::/${IPV6_VISITOR_PREFIX}`;
}
