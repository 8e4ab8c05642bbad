import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentModule,
  projectCreateSchema,
  promotionCreateSchema,
  skillCreateSchema,
  socialLinkCreateSchema,
} from '../../modules/content/index.ts';
import type { UploadStorage } from '../../modules/platform/uploads/index.ts';
import {
  DEMO_PROJECTS,
  DEMO_PROMOTIONS,
  DEMO_SKILLS,
  DEMO_SOCIAL_LINKS,
  type DemoItem,
} from './demo-content.ts';

const IMAGES = path.join(import.meta.dirname, 'images');
const RULES = {
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Demo image too large',
  invalidMessage: 'Bad demo image',
};

/** Copies a shipped demo image into the upload store (a fresh stored name, like any upload). */
async function upload(storage: UploadStorage, name: string | undefined): Promise<string | undefined> {
  if (!name) return undefined;
  const filepath = path.join(IMAGES, name);
  const { size } = await stat(filepath);
  return (await storage.saveImage({ filepath, originalFilename: name, mimetype: null, size }, RULES)).path;
}

/** Whether the content tables hold anything at all (an admin may have emptied one on purpose). */
async function hasContent(content: ContentModule): Promise<boolean> {
  const counts = await Promise.all([
    content.skills.listAll(),
    content.projects.listAll(),
    content.promotions.listAll(),
    content.socialLinks.listAll(),
  ]);
  return counts.some((items) => items.length > 0);
}

/**
 * Fills an empty content database with the demo portfolio, through the module's own services
 * (so rules apply, events are recorded and search indexes it). Returns false when skipped.
 */
export async function seedDemoContent(content: ContentModule, storage: UploadStorage): Promise<boolean> {
  if (await hasContent(content)) return false;
  const each = async (items: DemoItem[], create: (item: DemoItem, image?: string) => Promise<unknown>) => {
    for (const item of items) await create(item, await upload(storage, item.image));
  };
  await each(DEMO_SOCIAL_LINKS, (item, image) =>
    content.socialLinks.create(socialLinkCreateSchema.parse(item.fields), image),
  );
  await each(DEMO_PROMOTIONS, (item, image) =>
    content.promotions.create(promotionCreateSchema.parse(item.fields), image),
  );
  await each(DEMO_PROJECTS, (item, image) =>
    content.projects.create(projectCreateSchema.parse(item.fields), image),
  );
  // Skills last: "any content exists" is the skip test, and skills are what the home page shows first.
  await each(DEMO_SKILLS, (item, image) =>
    content.skills.create(skillCreateSchema.parse(item.fields), image),
  );
  return true;
}
