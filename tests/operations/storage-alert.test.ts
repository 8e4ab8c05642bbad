import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayS3, type ThrowawayS3 } from '../../infra/services/s3-server.ts';
import { problemsResponseSchema } from '../../modules/operations/index.ts';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { pngBytes } from '../support/factories.ts';

/**
 * The whole API on a bucket that refuses every write (it does not exist): the uploader gets an
 * error, and the owner's open problems name the refused write, once however often it happens.
 */
describe('a store that refuses writes', () => {
  let s3: ThrowawayS3;
  let site: AdminApi;
  beforeAll(async () => {
    s3 = await startThrowawayS3();
    site = await startAdminApi({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
  });
  afterAll(async () => {
    await site?.stop();
    await s3?.stop();
  });

  const putPicture = async () => {
    const form = new FormData();
    form.set('profilePicture', new Blob([await pngBytes()], { type: 'image/png' }), 'me.png');
    return site.asAdmin('/api/auth/profile', { method: 'PUT', body: form });
  };

  it('fails the upload and opens one storage problem for the owner', async () => {
    expect((await site.api.request('/api/health/ready')).json).toMatchObject({ store: 'down' });
    const first = await putPicture();
    expect(first.status).toBe(500);
    expect(first.json).not.toHaveProperty('stack');
    expect((await putPicture()).status).toBe(500);

    // The report is written beside the uploader's answer, not before it (modules/modules.ts,
    // onWriteRefused): on a busy machine the second sighting lands a moment after the second 500.
    const refused = async () => {
      const answer = await site.asAdmin('/api/admin/problems');
      expect(answer.status).toBe(200);
      const { problems } = problemsResponseSchema.parse(answer.json);
      return problems
        .filter((problem) => problem.kind === 'storage_write_refused')
        .map((problem) => problem.occurrences);
    };
    await expect.poll(refused, { timeout: 15_000 }).toEqual([2]);
  });
});
