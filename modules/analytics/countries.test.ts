import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_DATABASE, CountryLookup } from './countries.ts';

let lookup: CountryLookup;

beforeAll(async () => {
  lookup = await CountryLookup.open();
});

describe('CountryLookup.countryOf', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['1.1.1.1', 'US'],
    // Safaricom, Kenya's largest mobile network, in both of its big IPv4 blocks.
    ['41.90.64.1', 'KE'],
    ['105.160.12.34', 'KE'],
    ['::ffff:41.90.64.1', 'KE'],
    ['::FFFF:105.160.12.34', 'KE'],
    ['::ffff:8.8.8.8', 'US'],
    ['2001:4860:4860::8888', 'US'],
    ['2606:4700:4700::1111', 'US'],
    // Safaricom's IPv6 network, where most Kenyan phones are.
    ['2c0f:fe38::1', 'KE'],
    ['2C0F:FE38:2000::1', 'KE'],
  ])('%s → %s', (ip, country) => {
    expect(lookup.countryOf(ip)).toBe(country);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.20.0.1'],
    ['private 192.168/16, which the database puts in AU', '192.168.1.1'],
    ['carrier NAT', '100.64.1.1'],
    ['link-local', '169.254.1.1'],
    ['unspecified', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['IPv6 documentation, which the database puts in JP', '2001:db8::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['mapped loopback', '::ffff:127.0.0.1'],
    ['mapped private', '::ffff:192.168.1.1'],
    ['mapped in hex', '::ffff:7f00:1'],
    ['not an address', 'not-an-ip'],
    ['empty', ''],
    ['three parts, which the reader would read', '1.2.3'],
    ['leading zeros', '01.2.3.4'],
    ['a trailing space', '8.8.8.8 '],
    ['a port', '8.8.8.8:80'],
    ['out of range', '256.1.1.1'],
    ['unknown to the database', '2c0f:e850::1'],
  ])('is null for %s (%s)', (_, ip) => {
    expect(lookup.countryOf(ip)).toBeNull();
  });
});

describe('CountryLookup.open', () => {
  it('opens a database file given by path', async () => {
    const file = createRequire(import.meta.url).resolve(COUNTRY_DATABASE);
    const fromFile = await CountryLookup.open(file);
    expect(fromFile.countryOf('41.90.64.1')).toBe('KE');
  });

  it('rejects a file that does not exist', async () => {
    await expect(CountryLookup.open('/nonexistent/countries.mmdb')).rejects.toThrow('ENOENT');
  });
});
