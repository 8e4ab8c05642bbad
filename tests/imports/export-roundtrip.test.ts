import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { ThrowawayEnv } from '../../infra/services/throwaway.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { freshWorld } from '../setup/file-env.ts';
import { bearer, createAccount } from '../support/accounts.ts';
import { type AdminApi, setUpAdminApi, startAdminApi } from '../support/admin-api.ts';
import { formToken } from '../support/blog.ts';
import { form, pngBytes, uploadExists } from '../support/factories.ts';
import { runScript, type TestApi } from '../support/harness.ts';
import { seedSubscribers } from '../support/newsletter.ts';
import { createProduct, pdfBytes } from '../support/shop.ts';

type Row = Record<string, unknown>;
const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
const tmp = (name: string) =>
  path.join(tmpdir(), `export-${Date.now()}-${Math.random().toString(36).slice(2)}-${name}`);

/** Drops what may differ between two sites (ids, stored names, edit stamps, counters). */
const same = (row: Row, ...keys: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !['id', 'updated_at', ...keys].includes(key)));

async function listZip(file: string): Promise<string[]> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) names.push(entry.fileName);
  zip.close();
  return names;
}

/** Every entry of the zip: its name and bytes. */
async function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return entries;
}

async function readZipJson(file: string, name: string): Promise<unknown> {
  const data = (await zipEntries(file)).get(name);
  if (!data) throw new Error(`${name} is not in ${file}`);
  return JSON.parse(data.toString('utf8'));
}

/** A copy of the archive with some entries replaced. */
async function zipWith(file: string, replaced: Record<string, string>): Promise<string> {
  const out = tmp('changed.zip');
  const zip = new yazl.ZipFile();
  for (const [name, data] of await zipEntries(file))
    zip.addBuffer(name in replaced ? Buffer.from(replaced[name] ?? '') : data, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(out));
  return out;
}

describe('the site export (npm run content:export, GET /api/content/export) and its import', () => {
  const site = setUpAdminApi();
  let second: AdminApi;
  let secondEnv: ThrowawayEnv;
  let full: string;
  let bare: string;

  beforeAll(async () => {
    const { asAdmin, api } = site;
    const picture = await pngBytes(24);
    const body = new FormData();
    body.set('file', new Blob([await pngBytes(20)], { type: 'image/png' }), 'inline.png');
    const inline = (await asAdmin('/api/blog/upload-media', { method: 'POST', body })).json
      .location as string;
    const posted = await asAdmin('/api/blog', {
      method: 'POST',
      body: form(
        {
          title: 'Buying land in Kiambu',
          content: `<p>Check the title deed at the lands registry first.</p><p><img src="${inline}" alt="A plot"></p>`,
          excerpt: 'What to check before you pay.',
          status: 'published',
          category: 'Real Estate',
          tags: '["kiambu","land"]',
          published_at: '2025-03-04T05:06:07.000Z',
        },
        { featured_image: picture },
      ),
    });
    expect(posted.status).toBe(201);
    const post = posted.json.post as Row;
    const comment = (json: Row) =>
      api.request(`/api/blog/${post.id}/comments`, {
        method: 'POST',
        json: { form_token: formToken(String(post.id)), ...json },
      });
    const first = await comment({ name: 'Akinyi', content: 'Thank you, this saved me a trip.' });
    expect(first.status).toBe(201);
    const reply = await comment({
      name: 'Otieno',
      content: 'Same here: the registry was quick.',
      parent_id: (first.json.comment as Row).id,
    });
    expect(reply.status).toBe(201);
    const closed = await asAdmin('/api/blog', {
      method: 'POST',
      body: form({
        title: 'Closed for comments',
        content: '<p>Nothing more to say on this, thank you all.</p>',
        status: 'published',
        category: 'Notes',
        tags: '[]',
      }),
    });
    expect(
      (
        await asAdmin(`/api/blog/${(closed.json.post as Row).id}/comments-closed`, {
          method: 'PATCH',
          json: { closed: true },
        })
      ).status,
    ).toBe(200);
    const draft = await asAdmin('/api/blog', {
      method: 'POST',
      body: form({
        title: 'A draft on rent',
        content: '<p>Rents in Kilimani rose again this year, by a lot.</p>',
        status: 'draft',
        category: 'Real Estate',
        tags: '["rent"]',
      }),
    });
    expect(draft.status).toBe(201);
    const created = (resource: string, fields: Record<string, string>, files = {}) =>
      asAdmin(resource, { method: 'POST', body: form(fields, files) }).then((answer) => {
        expect(answer.status, answer.text).toBe(201);
      });
    await created(
      '/api/projects',
      {
        title: 'Land checker',
        category: 'Apps',
        description: 'Checks a title deed number.',
        technologies: '["React","Node"]',
        link: 'https://example.com/land',
        featured: 'true',
        order_index: '2',
      },
      { image: await pngBytes(30) },
    );
    await created(
      '/api/skills',
      { name: 'TypeScript', category: 'Software', proficiency: '90', started_year: '2016' },
      { icon: await pngBytes(12) },
    );
    await created('/api/social-links', {
      name: 'GitHub',
      url: 'https://github.com/wanjiru',
      platform: 'github',
    });
    await created('/api/promotions', {
      title: 'Free land guide',
      description: 'Ten checks before you buy.',
      cta_text: 'Get it',
      href: 'https://example.com/guide',
    });
    await createProduct(
      site,
      {
        name: 'Land buying guide',
        description: 'The checklist, as a PDF.',
        price: '1500',
        category: 'Guides',
      },
      [{ name: 'guide.pdf', bytes: pdfBytes() }],
      await pngBytes(40),
    );
    expect(
      (
        await asAdmin('/api/redirects', {
          method: 'POST',
          json: { from: '/old-guide', to: '/blog/buying-land-in-kiambu' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await asAdmin('/api/settings', {
          method: 'PUT',
          json: { owner_name: 'Wanjiru K.', hero_title: 'Land, code and words' },
        })
      ).status,
    ).toBe(200);
    await seedSubscribers(api, [
      {
        email: 'reader-one@example.com',
        name: 'Reader One',
        verified: true,
        at: new Date('2025-01-02T03:04:05.000Z'),
      },
      {
        email: 'reader-two@example.com',
        name: null,
        verified: true,
        at: new Date('2025-02-03T04:05:06.000Z'),
      },
      { email: 'pending@example.com', verified: false },
    ]);
    full = tmp('full.zip');
    bare = tmp('bare.zip');
    await runScript(api.config, 'content-export.ts', ['--out', full, '--subscribers']);
    await runScript(api.config, 'content-export.ts', ['--out', bare]);
  });

  afterAll(async () => {
    await second?.stop();
    await secondEnv?.cleanup();
  });

  it('writes one zip: the manifest, a JSON file per section and the pictures the content names', async () => {
    const names = await listZip(full);
    const files = names.filter((name) => name.startsWith('files/'));
    expect(names.filter((name) => !name.startsWith('files/')).sort()).toEqual([
      'categories.json',
      'comments.json',
      'manifest.json',
      'posts.json',
      'products.json',
      'projects.json',
      'promotions.json',
      'redirects.json',
      'settings.json',
      'skills.json',
      'social_links.json',
      'subscribers.json',
      'tags.json',
    ]);
    // The featured image, the body's image, the project's, the skill's and the product's pictures.
    expect(files).toHaveLength(5);
    const manifest = (await readZipJson(full, 'manifest.json')) as Row;
    expect(manifest).toMatchObject({
      format: 'creator-site-export',
      version: 1,
      includes_subscribers: true,
      missing_files: [],
      counts: {
        posts: 3,
        comments: 2,
        categories: 2,
        tags: 3,
        projects: 1,
        skills: 1,
        social_links: 1,
        promotions: 1,
        products: 1,
        redirects: 1,
        subscribers: 2,
        files: 5,
      },
    });
    expect(await readZipJson(full, 'categories.json')).toEqual([
      { name: 'Notes', posts: 1 },
      { name: 'Real Estate', posts: 2 },
    ]);
    const subscribers = (await readZipJson(full, 'subscribers.json')) as Row[];
    expect(subscribers).toEqual([
      {
        email: 'reader-one@example.com',
        name: 'Reader One',
        subscribed_at: '2025-01-02T03:04:05.000Z',
        verified_at: null,
      },
      {
        email: 'reader-two@example.com',
        name: null,
        subscribed_at: '2025-02-03T04:05:06.000Z',
        verified_at: null,
      },
    ]);
    // Comments carry no email, hash or address.
    const comments = (await readZipJson(full, 'comments.json')) as Row[];
    expect(Object.keys(comments[0] ?? {}).sort()).toEqual([
      'content',
      'created_at',
      'id',
      'name',
      'parent_id',
      'post_id',
    ]);
  });

  it('leaves the subscribers out unless asked', async () => {
    expect(await listZip(bare)).not.toContain('subscribers.json');
    expect(await readZipJson(bare, 'manifest.json')).toMatchObject({ includes_subscribers: false });
    const everything = [...(await zipEntries(bare)).values()].map((data) => data.toString('latin1')).join('');
    expect(everything).not.toContain('reader-one@example.com');
    expect(everything).not.toContain('reader-two@example.com');
    expect((await readZipJson(bare, 'manifest.json')) as Row).not.toHaveProperty('counts.subscribers');
  });

  it('answers the same zip over HTTP to an admin only', async () => {
    const url = `${site.api.baseUrl}/api/content/export?subscribers=true`;
    expect((await fetch(url)).status).toBe(401);
    const visitor = await createAccount(site.api, { role: 'user' });
    expect((await fetch(url, { headers: bearer(visitor.token) })).status).toBe(403);
    expect(
      (
        await fetch(`${site.api.baseUrl}/api/content/export?subscribers=yes`, {
          headers: bearer(site.admin.token),
        })
      ).status,
    ).toBe(400);
    expect(
      (await fetch(`${site.api.baseUrl}/api/content/export?other=1`, { headers: bearer(site.admin.token) }))
        .status,
    ).toBe(400);
    const answer = await fetch(url, { headers: bearer(site.admin.token) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    // The day it was asked (either side of a midnight the request may straddle).
    const days = [Date.now() - 60_000, Date.now()].map((at) => new Date(at).toISOString().slice(0, 10));
    expect(days.map((day) => `attachment; filename="site-export-${day}.zip"`)).toContain(
      answer.headers.get('content-disposition'),
    );
    const file = tmp('http.zip');
    await writeFile(file, Buffer.from(await answer.arrayBuffer()));
    expect((await listZip(file)).sort()).toEqual((await listZip(full)).sort());
    expect(await readZipJson(file, 'posts.json')).toEqual(await readZipJson(full, 'posts.json'));
  });

  const importInto = (api: TestApi, file: string, dryRun = false) =>
    withEntityManagerScope(api.orm, () => api.modules.imports.importFile({ file, dryRun }));
  /** An answer's list, each row without what may differ between the sites, in a stable order. */
  const listOf = async (ask: AdminApi['asAdmin'], address: string, key: string, ...differ: string[]) =>
    ((await ask(address)).json[key] as Row[])
      .map((row) => same(row, ...differ))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const visitor =
    (api: TestApi): AdminApi['asAdmin'] =>
    (address) =>
      api.request(address);
  const pictureOf = (rows: Row[], key: string) => rows.map((row) => row[key]);
  /** A body's pictures are stored anew on the other site: their names differ, nothing else. */
  const bodyOf = (html: unknown) => String(html).replace(/\/uploads\/[\w.-]+/g, '/uploads/*');

  it('imports the archive into an empty site: the public and admin APIs answer the same, field by field', async () => {
    secondEnv = await freshWorld();
    second = await startAdminApi({
      DATABASE_URL: secondEnv.databaseUrl,
      REDIS_PREFIX: secondEnv.redisPrefix,
      UPLOADS_DIR: path.join(tmpdir(), `${secondEnv.redisPrefix}-uploads`),
    });
    // A dry run says what would come and writes nothing.
    const dry = await importInto(second.api, full, true);
    expect(dry.counts.post).toEqual({ ...zero, created: 3 });
    expect(dry.counts.project).toEqual({ ...zero, created: 1 });
    expect(dry.counts.subscriber).toEqual({ ...zero, created: 2 });
    expect((await second.asAdmin('/api/blog?limit=50')).json.posts).toEqual([]);
    expect((await second.asAdmin('/api/projects')).json.projects).toEqual([]);

    const report = await importInto(second.api, full);
    expect(report.format).toBe('creator-site-export v1');
    expect(report.counts.post).toEqual({ ...zero, created: 3 });
    expect(report.counts.comment).toEqual({ ...zero, created: 2 });
    for (const kind of [
      'project',
      'skill',
      'social_link',
      'promotion',
      'product',
      'settings',
      'shop_settings',
    ])
      expect(report.counts[kind], kind).toEqual({ ...zero, created: 1 });
    expect(report.counts.subscriber).toEqual({ ...zero, created: 2 });

    for (const ask of [site.asAdmin, visitor(site.api)]) {
      const other = ask === site.asAdmin ? second.asAdmin : visitor(second.api);
      const posts = (await ask('/api/blog?limit=50')).json.posts as Row[];
      const copies = (await other('/api/blog?limit=50')).json.posts as Row[];
      const shown = (rows: Row[]) =>
        rows
          .map((row): Row => ({ ...same(row, 'featured_image', 'content'), content: bodyOf(row.content) }))
          .sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
      expect(shown(copies)).toEqual(shown(posts));
      expect(copies.length).toBe(ask === site.asAdmin ? 3 : 2);
      for (const [name, key] of [
        ['/api/projects', 'projects'],
        ['/api/skills', 'skills'],
      ] as const)
        expect(await listOf(other, name, key, 'image', 'icon')).toEqual(
          await listOf(ask, name, key, 'image', 'icon'),
        );
      expect(same((await other('/api/settings')).json.settings as Row)).toEqual(
        same((await ask('/api/settings')).json.settings as Row),
      );
    }
    for (const [name, key] of [
      ['/api/social-links', 'socialLinks'],
      ['/api/promotions', 'promotions'],
      ['/api/social-links/active', 'socialLinks'],
      ['/api/promotions/active', 'promotions'],
    ] as const)
      expect(await listOf(second.asAdmin, name, key, 'icon', 'image')).toEqual(
        await listOf(site.asAdmin, name, key, 'icon', 'image'),
      );

    // Pictures: stored on the second site, under names of its own.
    const copied = (await second.asAdmin('/api/blog?limit=50')).json.posts as Row[];
    const featured = copied.find((post) => post.slug === 'buying-land-in-kiambu');
    expect(await uploadExists(second.api, featured?.featured_image)).toBe(true);
    const inline = /src="(\/uploads\/[^"]+)"/.exec(String(featured?.content))?.[1];
    expect(await uploadExists(second.api, inline)).toBe(true);
    const projects = (await second.asAdmin('/api/projects')).json.projects as Row[];
    const skills = (await second.asAdmin('/api/skills')).json.skills as Row[];
    for (const path of [...pictureOf(projects, 'image'), ...pictureOf(skills, 'icon')])
      expect(await uploadExists(second.api, path)).toBe(true);

    // Threads: the reply still answers the comment it answered.
    const thread = async (api: TestApi, postId: unknown) => {
      // Replies come nested under the comment they answer.
      const flat = (rows: Row[]): Row[] =>
        rows.flatMap((row) => [row, ...flat((row.replies as Row[]) ?? [])]);
      const rows = flat((await api.request(`/api/blog/${postId}/comments`)).json.comments as Row[]);
      const byId = new Map(rows.map((row) => [row.id, row.name]));
      return rows
        .map((row) => ({
          name: row.name,
          content: row.content,
          created_at: row.created_at,
          parent: byId.get(row.parent_id) ?? null,
        }))
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    };
    const original = ((await site.asAdmin('/api/blog?limit=50')).json.posts as Row[]).find(
      (post) => post.slug === 'buying-land-in-kiambu',
    );
    expect(await thread(second.api, featured?.id)).toEqual(await thread(site.api, original?.id));
    expect((await thread(second.api, featured?.id)).map((row) => [row.name, row.parent])).toEqual([
      ['Akinyi', null],
      ['Otieno', 'Akinyi'],
    ]);
    const closed = copied.find((post) => post.slug === 'closed-for-comments');
    expect(closed?.comments_closed).toBe(true);

    // Products: the description and picture come back; without its paid file it is hidden.
    const products = async (ask: AdminApi['asAdmin']) => (await ask('/api/shop')).json.items as Row[];
    const [product, ...more] = await products(second.asAdmin);
    const [source] = await products(site.asAdmin);
    expect(more).toEqual([]);
    expect(source?.name).toBe('Land buying guide');
    expect(
      same(
        product ?? {},
        'image',
        'is_active',
        'files',
        'file_count',
        'downloadable_files',
        'purchasable',
        'created_at',
      ),
    ).toEqual(
      same(
        source ?? {},
        'image',
        'is_active',
        'files',
        'file_count',
        'downloadable_files',
        'purchasable',
        'created_at',
      ),
    );
    expect(product?.is_active).toBeFalsy();
    expect(await uploadExists(second.api, product?.image)).toBe(true);

    const redirects = async (ask: AdminApi['asAdmin']) =>
      ((await ask('/api/redirects')).json.redirects as Row[]).map((row) => [row.from, row.to]);
    expect(await redirects(second.asAdmin)).toEqual(await redirects(site.asAdmin));
    const subscribers = async (ask: AdminApi['asAdmin']) =>
      ((await ask('/api/subscribers?status=active')).json.subscribers as Row[])
        .map((row) => [row.email, row.name, row.subscription_date])
        .sort();
    expect(await subscribers(second.asAdmin)).toEqual(await subscribers(site.asAdmin));
  });

  it('changes nothing when the same archive is imported again (npm run content:import)', async () => {
    const tables = [
      'blog_post',
      'blog_comment',
      'content_project',
      'content_skill',
      'content_social_link',
      'content_promotion',
      'shop_product',
      'redirect',
      'newsletter_subscriber',
      'content_import_item',
    ];
    const countAll = async () => {
      const em = second.api.orm.em.fork();
      const counts: Record<string, number> = {};
      for (const table of tables)
        counts[table] = Number((await em.execute(`select count(*) as n from ${table}`))[0]?.n);
      return counts;
    };
    const before = await countAll();
    // Through the command line, as the owner runs it.
    const { stdout } = await runScript(second.api.config, 'content-import.ts', ['--from', full, '--json']);
    const report = JSON.parse(stdout) as { counts: Record<string, typeof zero> };
    for (const [kind, counts] of Object.entries(report.counts))
      if (kind !== 'product_file')
        expect({ kind, ...counts }).toEqual({ kind, ...zero, unchanged: counts.unchanged });
    expect(report.counts.post).toEqual({ ...zero, unchanged: 3 });
    expect(report.counts.project).toEqual({ ...zero, unchanged: 1 });
    expect(report.counts.subscriber).toEqual({ ...zero, unchanged: 2 });
    expect(await countAll()).toEqual(before);
  });

  it('updates in place what changed in the archive since, and only that', async () => {
    const projects = (await readZipJson(full, 'projects.json')) as Row[];
    const edited = await zipWith(full, {
      'projects.json': JSON.stringify(projects.map((project) => ({ ...project, title: 'Land checker 2' }))),
    });
    const report = await importInto(second.api, edited);
    expect(report.counts.project).toEqual({ ...zero, updated: 1 });
    expect(report.counts.post).toEqual({ ...zero, unchanged: 3 });
    expect(report.counts.skill).toEqual({ ...zero, unchanged: 1 });
    const titles = ((await second.asAdmin('/api/projects')).json.projects as Row[]).map((row) => row.title);
    expect(titles).toEqual(['Land checker 2']);
  });

  it('refuses an archive of a newer version, and a malformed section, with one clear error naming the place', async () => {
    const manifest = (await readZipJson(full, 'manifest.json')) as Row;
    const newer = await zipWith(full, { 'manifest.json': JSON.stringify({ ...manifest, version: 2 }) });
    await expect(importInto(second.api, newer)).rejects.toThrow(
      'archive version 2 is newer than this site reads (1): update the site first (manifest.json)',
    );
    const broken = await zipWith(full, { 'posts.json': JSON.stringify([{ id: 'x' }]) });
    await expect(importInto(second.api, broken)).rejects.toThrow(/posts\.json\[0\]/);
    // A malformed section the restore reads after the engine is refused before anything is written.
    const before = await second.asAdmin('/api/blog?limit=50');
    const items = Number(
      (await second.api.orm.em.fork().execute('select count(*) as n from content_import_item'))[0]?.n,
    );
    const skills = (await readZipJson(full, 'skills.json')) as Row[];
    const late = await zipWith(full, {
      // A changed post the engine would update, were the archive whole.
      'posts.json': JSON.stringify(
        ((await readZipJson(full, 'posts.json')) as Row[]).map((post) => ({
          ...post,
          title: `${post.title}!`,
        })),
      ),
      'skills.json': JSON.stringify(skills.map((skill) => ({ ...skill, proficiency: 'high' }))),
    });
    await expect(importInto(second.api, late)).rejects.toThrow(/\(skills\.json\[0\]\.proficiency\)$/);
    expect((await second.asAdmin('/api/blog?limit=50')).json).toEqual(before.json);
    expect(
      Number((await second.api.orm.em.fork().execute('select count(*) as n from content_import_item'))[0]?.n),
    ).toBe(items);
  });

  it('lists a picture the store lost in the manifest and still writes the rest (last: it changes the first site)', async () => {
    const [skill] = (await site.asAdmin('/api/skills')).json.skills as Row[];
    const name = String(skill?.icon).replace('/uploads/', '');
    await site.api.modules.storage.removePublic([name]);
    const answer = await fetch(`${site.api.baseUrl}/api/content/export`, {
      headers: bearer(site.admin.token),
    });
    expect(answer.status).toBe(200);
    const file = tmp('lost.zip');
    await writeFile(file, Buffer.from(await answer.arrayBuffer()));
    expect(await readZipJson(file, 'manifest.json')).toMatchObject({
      missing_files: [name],
      counts: { files: 4 },
    });
    expect(await readZipJson(file, 'skills.json')).toMatchObject([{ name: 'TypeScript', icon: skill?.icon }]);
  });
});
