import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

// URLs that come from feed data are hostile (DESIGN.md, Dependency rules): a photo may only be
// fetched from a public address, unless the configuration names its host. The check runs where the
// socket is made, on the address actually connected to: a name that resolved to a public address
// when checked and to 127.0.0.1 when connecting (DNS rebinding) is caught too.

/** A connection the guard refused; its message names the host and the kind of range, never an address. */
export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError';
}

/** The guard's refusal inside an error's chain of causes (undici wraps it), if that is what failed. */
export const refusedIn = (error: unknown): AddressRefusedError | undefined =>
  error instanceof AddressRefusedError
    ? error
    : error instanceof Error && error.cause !== undefined
      ? refusedIn(error.cause)
      : undefined;

const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local (cloud metadata)',
  carrierGradeNat: 'private (carrier-grade NAT)',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
};

/** The kind of non-public range an address lies in, or undefined for a public (unicast) address. */
export function internalRange(address: string): string | undefined {
  // process() reads an IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? undefined : (RANGE_WORDS[range] ?? 'reserved');
}

const refusal = (host: string, range: string) =>
  new AddressRefusedError(
    `refused: ${host} resolves to a ${range} address; photos are fetched from public addresses only, unless the sync's allowed hosts name it`,
  );

/** "host" allows every port of that host, "host:port" one port; IPv6 as "[::1]" or "[::1]:8080". */
export interface AllowedHost {
  host: string;
  port?: string;
}

/** Parses allow-list entries ("photos.example.be", "10.0.0.5:8080", "[::1]"); throws on a malformed one. */
export function parseAllowedHosts(entries: readonly string[]): AllowedHost[] {
  return entries.map((entry) => {
    const trimmed = entry.trim();
    if (!URL.canParse(`http://${trimmed}`) || /[/?#@]/.test(trimmed)) {
      throw new Error(`"${entry}" is not a host name or a host:port`);
    }
    const url = new URL(`http://${trimmed}`);
    return { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: url.port || undefined };
  });
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? '443' : '80');

export interface GuardOptions {
  /** Hosts the configuration names (the feed's own origin, the allow-list): not checked. */
  allowed: readonly AllowedHost[];
  /** Connect timeout, as undici's (ms). */
  connectTimeoutMs?: number;
}

/** An undici dispatcher that refuses to connect to non-public addresses, but for the allowed hosts. */
export function createGuardedAgent(options: GuardOptions): Agent {
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const range = addresses.map((a) => internalRange(a.address)).find((r) => r !== undefined);
      if (range) return callback(refusal(hostname, range), '', 0);
      const [first] = addresses;
      if (lookupOptions.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      return callback(null, first?.address ?? '', first?.family ?? 0);
    });
  };
  // HTTP/1.1 only, as our timeouts and bounds were measured: undici 8 offers HTTP/2 by default, and a
  // connector offers it in the TLS handshake whatever the agent says, so both are told.
  const connection = { timeout: options.connectTimeoutMs ?? 10_000, allowH2: false };
  const plain = buildConnector(connection);
  const guarded = buildConnector({ ...connection, lookup: guardedLookup });
  const isAllowed = (host: string, port: string) => options.allowed.some((a) => a.host === host && (a.port ?? port) === port);

  return new Agent({
    allowH2: false,
    connect(connectOptions, callback) {
      const host = connectOptions.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const port = connectOptions.port || defaultPort(connectOptions.protocol);
      if (isAllowed(host, port)) return plain(connectOptions, callback);
      // An address literal is never looked up, so it is judged here, before any socket exists.
      if (isIP(host)) {
        const range = internalRange(host);
        if (range) return callback(refusal(host, range), null);
      }
      return guarded(connectOptions, callback);
    },
  });
}
