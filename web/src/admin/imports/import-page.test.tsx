import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportRunView } from '../../api/imports';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const ID = '9d3c2b1a-0f4e-4d5c-8b7a-6e5f4d3c2b1a';
const QUEUED: ImportRunView = {
  id: ID,
  status: 'queued',
  dry_run: true,
  file_name: 'export.xml',
  file_bytes: 1200,
  report: null,
  error: null,
  created_at: '2026-11-29T10:00:00.000Z',
  started_at: null,
  finished_at: null,
};
const DONE: ImportRunView = {
  ...QUEUED,
  status: 'done',
  report: {
    dryRun: true,
    format: 'WXR 1.2',
    counts: {
      post: { created: 1, updated: 0, unchanged: 0, skipped: 0 },
      comment: { created: 2, updated: 0, unchanged: 0, skipped: 1 },
    },
    skipped: [{ kind: 'comment', source_id: '23', line: 80, reason: 'marked as spam' }],
    skippedNotListed: 0,
    unreachableImages: [{ url: 'https://old.example/a.jpg', reason: 'HTTP 404' }],
  },
};

describe('/admin/import', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the file and the dry run flag, follows the run until it ends, then shows its report', async () => {
    const user = userEvent.setup();
    signIn();
    let polls = 0;
    const fetch = mockAdminApi({
      'GET /api/imports': () => json({ success: true, runs: [] }),
      'POST /api/imports': () => json({ success: true, run: QUEUED, message: 'Import queued' }, 202),
      [`GET /api/imports/${ID}`]: () => json({ success: true, run: polls++ === 0 ? QUEUED : DONE }),
    });
    renderAdmin('/admin/import');
    const input = await screen.findByLabelText('File to import', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose a file to import')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/imports')).toHaveLength(0);

    await user.upload(input, new File(['<rss/>'], 'export.xml', { type: 'text/xml' }));
    await user.click(screen.getByLabelText(/^Dry run/));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const panel = await screen.findByRole('region', { name: 'This import' });
    expect(
      await within(panel).findByText(/Dry run, nothing written: would create 3/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const body = callsTo(fetch, 'POST /api/imports')[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('dry_run')).toBe('true');
    expect(((body as FormData).get('file') as File).name).toBe('export.xml');
    const table = within(panel).getByRole('table', { name: 'Items by kind' });
    expect(within(table).getByRole('row', { name: /^comment/ }).textContent).toBe('comment2001');
    const skipped = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(skipped).toEqual(['comment 23 (line 80): marked as spam', 'https://old.example/a.jpg: HTTP 404']);
  });
});
