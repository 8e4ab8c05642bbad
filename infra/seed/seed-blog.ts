import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type BlogModule, postCreateSchema } from '../../modules/blog/index.ts';
import type { UploadStorage } from '../../modules/platform/uploads/index.ts';
import { DEMO_POSTS } from './demo-blog.ts';

const IMAGES = path.join(import.meta.dirname, 'images');
const RULES = {
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Demo image too large',
  invalidMessage: 'Bad demo image',
};
const DAY_MS = 86_400_000;

async function upload(storage: UploadStorage, name: string): Promise<string> {
  const filepath = path.join(IMAGES, name);
  const { size } = await stat(filepath);
  return (await storage.saveImage({ filepath, originalFilename: name, mimetype: null, size }, RULES)).path;
}

/**
 * Fills an empty blog with the demo posts and a few comment threads, through the module's own
 * services (sanitising, events, search). Returns false when posts exist already.
 */
export async function seedDemoBlog(
  blog: BlogModule,
  storage: UploadStorage,
  now = new Date(),
): Promise<boolean> {
  if ((await blog.reads.listAll({})).length > 0) return false;
  for (const demo of DEMO_POSTS) {
    const input = postCreateSchema.parse({
      ...demo.fields,
      status: 'published',
      published_at: new Date(now.getTime() - demo.daysAgo * DAY_MS).toISOString(),
    });
    const post = await blog.posts.create(input, await upload(storage, demo.image));
    for (const thread of demo.comments ?? []) {
      const caller = { admin: false };
      // Visitors' comments made without the site's form wait for the owner: the demo's are approved.
      const top = await blog.comments.create(post.id, { name: thread.name, content: thread.content }, caller);
      await blog.moderation.bulk([top.id], 'approve');
      for (const reply of thread.replies ?? []) {
        const made = await blog.comments.create(post.id, { ...reply, parent_id: top.id }, caller);
        await blog.moderation.bulk([made.id], 'approve');
      }
    }
  }
  return true;
}
