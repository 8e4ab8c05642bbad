import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadStorage } from '../../modules/platform/uploads/index.ts';
import { FILE_LIMITS, FILE_TYPES, productCreateSchema, type ShopModule } from '../../modules/shop/index.ts';
import { demoPdf, demoZip } from './demo-files.ts';

const IMAGES = path.join(import.meta.dirname, 'images');
const IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Demo image too large',
  invalidMessage: 'Bad demo image',
};
const FILE_RULES = { maxBytes: FILE_LIMITS.maxBytes, allowed: FILE_TYPES, allowText: true };

type DemoFile = { name: string; bytes: Buffer };
type DemoProduct = { fields: Record<string, string>; image: string; files: DemoFile[] };

const text = (value: string) => Buffer.from(value, 'utf8');

/** Four demo products in KES, each with a picture and small files to download after paying. */
const DEMO_PRODUCTS: DemoProduct[] = [
  {
    fields: {
      name: 'Land Buying Checklist (Kenya)',
      description:
        'Every document and search to do before paying a deposit on land: title, rates, survey maps.',
      price: '1500',
      category: 'Real Estate',
      featured: 'true',
      product_links: '[{"title":"Selar","link":"https://selar.co/"}]',
    },
    image: 'realty.png',
    files: [
      {
        name: 'land-buying-checklist.pdf',
        bytes: demoPdf([
          'Land Buying Checklist',
          '1. Official search',
          '2. Rates clearance',
          '3. Survey map',
        ]),
      },
      {
        name: 'document-tracker.csv',
        bytes: text('document,status\nOfficial search,\nRates clearance,\nSurvey map,\n'),
      },
    ],
  },
  {
    fields: {
      name: 'Freelance Writing Starter Kit',
      description: 'Pitch templates, a rate card and an invoice template for new freelance writers.',
      price: '999.50',
      category: 'Writing',
    },
    image: 'writing.png',
    files: [
      {
        name: 'writing-starter-kit.zip',
        bytes: demoZip([
          {
            name: 'pitch-template.md',
            text: '# Pitch\n\nHello {editor},\n\nI would like to write about...\n',
          },
          { name: 'rate-card.csv', text: 'service,price_kes\nBlog post,5000\nNewsletter,3000\n' },
        ]),
      },
    ],
  },
  {
    fields: {
      name: 'React Web App Boilerplate Notes',
      description: 'The notes behind this site: project layout, testing and deployment checklists.',
      price: '2500',
      category: 'Development',
      featured: 'true',
    },
    image: 'web.png',
    files: [
      {
        name: 'boilerplate-notes.md',
        bytes: text('# Boilerplate notes\n\n- One module, one door\n- Tests against real Postgres\n'),
      },
      {
        name: 'deploy-checklist.pdf',
        bytes: demoPdf(['Deploy checklist', 'Migrations reviewed', 'Backups tested']),
      },
    ],
  },
  {
    fields: {
      name: 'Mobile App Launch Plan',
      description:
        'A week-by-week plan for launching a small mobile app, from beta testers to store listing.',
      price: '750',
      category: 'Development',
    },
    image: 'mobile.png',
    files: [
      {
        name: 'launch-plan.txt',
        bytes: text('Week 1: beta testers\nWeek 2: store listing\nWeek 3: launch\n'),
      },
    ],
  },
];

async function upload(storage: UploadStorage, dir: string, file: DemoFile) {
  const filepath = path.join(dir, file.name);
  await writeFile(filepath, file.bytes);
  return storage.saveFile(
    { filepath, originalFilename: file.name, mimetype: null, size: file.bytes.length },
    FILE_RULES,
  );
}

/**
 * Fills an empty shop with the demo products through the module's own service (events, search,
 * cache). Returns false when products exist already.
 */
export async function seedDemoShop(shop: ShopModule, storage: UploadStorage): Promise<boolean> {
  if ((await shop.reads.listAll({})).length > 0) return false;
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-shop-'));
  try {
    for (const demo of DEMO_PRODUCTS) {
      const imagePath = path.join(IMAGES, demo.image);
      const { size } = await stat(imagePath);
      const image = await storage.saveImage(
        { filepath: imagePath, originalFilename: demo.image, mimetype: null, size },
        IMAGE_RULES,
      );
      const files = [];
      for (const file of demo.files) files.push(await upload(storage, dir, file));
      const input = productCreateSchema.parse({ is_active: 'true', quantity: '100', ...demo.fields });
      await shop.products.create(input, { image: image.path, files });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return true;
}
