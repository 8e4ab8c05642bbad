import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRunAnswerSchema, importRunsAnswerSchema } from '../../modules/imports/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { eventually, setUpTestWorker, testLogger } from '../support/harness.ts';

const FIXTURES = path.resolve('tests/fixtures/wordpress');
const zero = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

async function upload(name: string, fixture: string, dryRun?: string): Promise<FormData> {
  const form = new FormData();
  if (dryRun !== undefined) form.set('dry_run', dryRun);
  form.set('file', new Blob([await readFile(path.join(FIXTURES, fixture))]), name);
  return form;
}

describe('import runs: POST /api/imports, the imports.run job, GET /api/imports[/:id]', () => {
  const { api, asAdmin } = setUpAdminApi();
  setUpTestWorker();
  const rows = async (sql: string, params: unknown[] = []) =>
    (await api.orm.em.fork().getConnection().execute(sql, params)) as Record<string, unknown>[];
  const start = async (form: FormData) => {
    const answer = await asAdmin('/api/imports', { method: 'POST', body: form });
    expect(answer.status).toBe(202);
    return importRunAnswerSchema.parse(answer.json).run;
  };
  const ended = (id: string) =>
    eventually(
      async () => {
        const { run } = importRunAnswerSchema.parse((await asAdmin(`/api/imports/${id}`)).json);
        return run.status === 'done' || run.status === 'failed' ? run : undefined;
      },
      60_000,
      `import run ${id} to end`,
    );
  const storedImports = async () => {
    const keys: string[] = [];
    for await (const key of api.modules.storage.store.list('private/imports/')) keys.push(key);
    return keys;
  };

  it('is admin only', async () => {
    expect((await api.request('/api/imports')).status).toBe(401);
    expect(
      (
        await api.request('/api/imports', {
          method: 'POST',
          body: await upload('a.xml', 'valid-wxr-1.1.xml'),
        })
      ).status,
    ).toBe(401);
  });

  it('refuses no file, a file of another kind and a bad dry_run with 400', async () => {
    const none = await asAdmin('/api/imports', { method: 'POST', body: new FormData() });
    expect([none.status, none.json.error]).toEqual([400, 'Choose a file to import']);
    const renamed = await asAdmin('/api/imports', {
      method: 'POST',
      body: await upload('export.zip', 'valid-wxr-1.1.xml'),
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.code).toBe('invalid_file');
    const flag = await asAdmin('/api/imports', {
      method: 'POST',
      body: await upload('a.xml', 'valid-wxr-1.1.xml', 'maybe'),
    });
    expect([flag.status, flag.json.error]).toEqual([400, 'dry_run must be true or false']);
    expect(await storedImports()).toEqual([]);
  });

  it('refuses a file over 100 MB with 413 and says so', async () => {
    const form = new FormData();
    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('<?xml version="1.0"?><rss>'));
    form.set('file', new Blob([big]), 'huge.xml');
    const tooLarge = await asAdmin('/api/imports', { method: 'POST', body: form });
    expect([tooLarge.status, tooLarge.json.error]).toEqual([413, 'The file is larger than 100 MB']);
    expect(await storedImports()).toEqual([]);
  });

  it('stores the file, queues the run, imports it in the worker, keeps the report and deletes the file', async () => {
    const dry = await start(await upload('export.xml', 'valid-wxr-1.1.xml', 'true'));
    expect(dry).toMatchObject({ status: 'queued', dry_run: true, file_name: 'export.xml', report: null });
    const dryEnd = await ended(dry.id);
    expect(dryEnd.status).toBe('done');
    expect(dryEnd.report?.counts.post).toEqual({ ...zero, created: 1 });
    expect(Number((await rows('select count(*) as n from blog_post'))[0]?.n)).toBe(0);

    const run = await start(await upload('export.xml', 'valid-wxr-1.1.xml'));
    const done = await ended(run.id);
    expect(done.status).toBe('done');
    expect(done.error).toBeNull();
    expect(done.report?.format).toBe('WXR 1.1');
    expect(done.report?.counts.post).toEqual({ ...zero, created: 1 });
    expect(done.report?.counts.comment).toEqual({ ...zero, created: 1 });
    expect(done.report?.counts.page).toEqual({ ...zero, skipped: 1 });
    expect(done.report?.skipped.map((item) => [item.kind, item.source_id])).toEqual([['page', '2']]);
    expect(done.started_at).not.toBeNull();
    expect(await storedImports()).toEqual([]);

    // Safe to run twice: an ended run is left alone.
    const again = await withEntityManagerScope(api.orm, () =>
      api.modules.imports.runs.execute(run.id, { lastTry: false }, testLogger('test')),
    );
    expect(again).toBe('done');
    expect(Number((await rows('select count(*) as n from blog_post'))[0]?.n)).toBe(1);

    const { runs } = importRunsAnswerSchema.parse((await asAdmin('/api/imports')).json);
    expect(runs.slice(0, 2).map((each) => [each.id, each.dry_run])).toEqual([
      [run.id, false],
      [dry.id, true],
    ]);
  });

  it('fails a malformed file with its one-line error, and deletes the file', async () => {
    const run = await start(await upload('broken.xml', 'malformed.xml'));
    const failed = await ended(run.id);
    expect(failed.status).toBe('failed');
    expect(failed.report).toBeNull();
    expect(failed.error).toBe(
      'broken.xml: not a well-formed WordPress export: unexpected close tag. (line 90, column 10)',
    );
    expect(await storedImports()).toEqual([]);
  });

  it('queues again a run left running by a killed worker, and runs it to the end', async () => {
    const id = '6f1f0c1e-3c7a-4f43-9d7e-0a1b2c3d4e5f';
    const key = `private/imports/${id}.xml`;
    await api.modules.storage.store.putFile(key, path.join(FIXTURES, 'valid-wxr-1.0.xml'));
    await rows(
      `insert into import_run (id, status, dry_run, file_name, file_key, file_bytes, attempts, started_at, created_at, updated_at)
       values (?, 'running', false, 'old.xml', ?, 1, 1, now() - interval '20 minutes', now() - interval '20 minutes', now() - interval '20 minutes')`,
      [id, key],
    );
    const requeued = await withEntityManagerScope(api.orm, () => api.modules.imports.runs.requeueStale());
    expect(requeued).toBe(1);
    const done = await ended(id);
    expect(done.status).toBe('done');
    expect((await rows('select attempts from import_run where id = ?', [id]))[0]?.attempts).toBe(2);
    expect(await storedImports()).toEqual([]);
    expect((await asAdmin('/api/imports/not-a-uuid')).status).toBe(404);
    expect((await asAdmin('/api/imports/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('leaves a run another job is running (a second copy of its job, a sweep), whichever comes', async () => {
    const id = '7a2b1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const key = `private/imports/${id}.xml`;
    await api.modules.storage.store.putFile(key, path.join(FIXTURES, 'valid-wxr-1.0.xml'));
    await rows(
      `insert into import_run (id, status, dry_run, file_name, file_key, file_bytes, attempts, started_at, created_at, updated_at)
       values (?, 'running', false, 'busy.xml', ?, 1, 1, now(), now(), now())`,
      [id, key],
    );
    const copies = await Promise.all(
      [1, 2].map(() =>
        withEntityManagerScope(api.orm, () =>
          api.modules.imports.runs.execute(id, { lastTry: false }, testLogger('import-runs')),
        ),
      ),
    );
    expect(copies).toEqual(['running', 'running']);
    expect(await withEntityManagerScope(api.orm, () => api.modules.imports.runs.requeueStale())).toBe(0);
    const [row] = await rows('select status, attempts, file_key from import_run where id = ?', [id]);
    expect(row).toEqual({ status: 'running', attempts: 1, file_key: key });
  });
});
