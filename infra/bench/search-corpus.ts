import pg from 'pg';

/**
 * `count` documents (a multiple of 5,000) with a word distribution like real text: ~6,000 distinct words drawn with a
 * Zipf-like skew (a few common words, a long tail), plus the site's real vocabulary sprinkled in.
 */
export async function generateSearchDocuments(databaseUrl: string, count: number): Promise<void> {
  const real = `javascript typescript react vite node koa postgres redis nairobi mombasa kisumu homes
    apartment listing mortgage design system writing copy blog essay course free affiliate mobile
    android flutter swift kotlin analytics search payments mpesa airtel shop download ebook template`
    .split(/\s+/)
    .filter(Boolean);
  const syllables = 'ka mu ri to ne sa li po da ve zu ho ba ki lo'.split(' ');
  const synthetic = Array.from({ length: 6_000 }, (_, i) => {
    const parts = Array.from({ length: 2 + (i % 3) }, (_, k) => syllables[(i * (k + 7) + k * 11) % 15]);
    return `${parts.join('')}${i % 97}`;
  });
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  // Zipf-like: index ~ N^u, so low indexes (common words) come up far more often.
  const word = () =>
    random() < 0.04
      ? (real[Math.floor(random() * real.length)] ?? 'react')
      : (synthetic[Math.floor(synthetic.length ** random()) - 1] ?? 'kamu');
  const types = ['skill', 'project', 'promotion', 'blog', 'shop'];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  for (let start = 0; start < count; start += 5_000) {
    const rows = Array.from({ length: 5_000 }, (_, k) => {
      const i = start + k;
      const title = `${word()} ${word()} ${i}`;
      return {
        type: types[i % types.length],
        ref_id: `gen-${i}`,
        title,
        tags: `${word()} ${word()}`,
        body: Array.from({ length: 30 }, () => word()).join(' '),
        item: { id: `gen-${i}`, title },
      };
    });
    await db.query(
      `insert into search_document (type, ref_id, title, tags, body, item, updated_at)
       select type, ref_id, title, tags, body, item, now()
       from jsonb_to_recordset($1::jsonb) as x(type text, ref_id text, title text, tags text, body text, item jsonb)`,
      [JSON.stringify(rows)],
    );
  }
  // The vocabulary the typo fallback corrects against, as the index's own sync keeps it.
  await db.query(
    `insert into search_word (word)
     select distinct word from search_document,
       regexp_split_to_table(lower(title || ' ' || tags || ' ' || body), '[^[:alnum:]]+') as word
     where length(word) between 3 and 40 and word ~ '[[:alpha:]]' on conflict do nothing`,
  );
  // Autovacuum would get there on its own; the bench starts from that steady state.
  await db.query('vacuum analyze search_document');
  await db.query('vacuum analyze search_word');
  await db.end();
}
