import { describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv.ts';
import { seedSubscribers, setUpNewsletterAdmin } from '../support/newsletter.ts';

const HEADER = ['id', 'email', 'name', 'status', 'is_active', 'is_verified', 'subscription_date'];

describe('subscribers CSV export', () => {
  // The export holds every subscriber: each test starts from an empty list in a world of its own.
  const ctx = setUpNewsletterAdmin({}, { world: 'test' });
  const { api } = ctx;

  const download = async () => {
    const answer = await fetch(`${api.baseUrl}/api/subscribers/export`, {
      headers: { authorization: `Bearer ${ctx.admin.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="subscribers.csv"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A UTF-8 byte-order mark first, so spreadsheet programs read accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parseCsv(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes));
  };

  it('writes a header row and neutralises formula cells, keeping quotes, commas and unicode', async () => {
    await seedSubscribers(api, [
      {
        email: '=cmd@example.com',
        name: '=HYPERLINK("http://evil","x")',
        verified: true,
        at: new Date('2026-02-01T00:00:00Z'),
      },
      { email: 'plus@example.com', name: '+1 555', at: new Date('2026-02-02T00:00:00Z') },
      { email: 'minus@example.com', name: '-2+3', active: false, at: new Date('2026-02-03T00:00:00Z') },
      { email: '@at@example.com', name: '\tTabbed', at: new Date('2026-02-04T00:00:00Z') },
      { email: 'quote@example.com', name: 'Njeri "NJ", Wambui', at: new Date('2026-02-05T00:00:00Z') },
      { email: 'unicode@example.com', name: 'Zoë Ñandú 山田 🚀', at: new Date('2026-02-06T00:00:00Z') },
    ]);
    const rows = await download();
    expect(rows[0]).toEqual(HEADER);
    const byEmail = new Map(rows.slice(1).map((row) => [row[1], row]));
    expect(rows).toHaveLength(7);
    expect(byEmail.get("'=cmd@example.com")?.slice(2)).toEqual([
      `'=HYPERLINK("http://evil","x")`,
      'Active',
      'true',
      'true',
      '2026-02-01T00:00:00.000Z',
    ]);
    expect(byEmail.get('plus@example.com')?.slice(2, 4)).toEqual(["'+1 555", 'Pending Verification']);
    expect(byEmail.get('minus@example.com')?.slice(2, 4)).toEqual(["'-2+3", 'Unsubscribed']);
    expect(byEmail.get("'@at@example.com")?.[2]).toBe("'\tTabbed");
    expect(byEmail.get('quote@example.com')?.[2]).toBe('Njeri "NJ", Wambui');
    expect(byEmail.get('unicode@example.com')?.[2]).toBe('Zoë Ñandú 山田 🚀');
  });

  it('streams 10,000 subscribers in subscription order, each once', async () => {
    await api.orm.em.fork().execute(
      `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date,
         unsubscribe_token_hash, created_at, updated_at)
       select gen_random_uuid(), 'bulk-' || n || '@example.com', 'Reader ' || n, true, n % 2 = 0,
         timestamptz '2026-03-01' + (n / 3) * interval '1 second', md5(n::text) || md5('x' || n), now(), now()
       from generate_series(1, 10000) as n`,
    );
    const response = await fetch(`${api.baseUrl}/api/subscribers/export`, {
      headers: { authorization: `Bearer ${ctx.admin.token}` },
    });
    // Streamed: no length known up front, the body arrives in chunks.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    // The default decoder drops the byte-order mark.
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      text += decoder.decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(10_001);
    const emails = rows.slice(1).map((row) => row[1]);
    expect(new Set(emails).size).toBe(10_000);
    const dates = rows.slice(1).map((row) => row[6] ?? '');
    expect([...dates].sort()).toEqual(dates);
    expect(rows.filter((row) => row[3] === 'Active')).toHaveLength(5_000);
  });
});
