import type { AdminApi } from './admin-api.ts';
import type { TestApi } from './harness.ts';

/** A tiny but real PDF (file-type knows it by its `%PDF-` magic). */
export const pdfBytes = (text = 'guide'): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
/** A Windows executable's first bytes (MZ header and PE signature). */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a], 0);
  bytes.set([0x80, 0, 0, 0], 0x3c);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
}
/** Bytes that are no known type and not UTF-8 text. */
export function randomBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  crypto.getRandomValues(bytes);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  bytes[2] = 0x00;
  return bytes;
}

export type UploadFile = { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string };

/** A product form: text fields, repeated `files` and an optional image. */
export function productForm(
  fields: Record<string, string>,
  files: UploadFile[] = [],
  image?: Uint8Array<ArrayBuffer>,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files)
    body.append('files', new Blob([file.bytes], { type: file.type ?? 'application/pdf' }), file.name);
  if (image) body.set('image', new Blob([image], { type: 'image/png' }), 'cover.png');
  return body;
}

export type ShopItem = {
  id: string;
  name: string;
  price: number;
  currency: string;
  category: string;
  is_active: number;
  featured: number;
  image: string | null;
  files: { id: string; name: string; size: number; type: string; position: number }[];
} & Record<string, unknown>;

/** Creates a product through the admin API (active by default) and returns the admin item. */
export async function createProduct(
  ctx: Pick<AdminApi, 'asAdmin'>,
  fields: Record<string, string> = {},
  files: UploadFile[] = [],
  image?: Uint8Array<ArrayBuffer>,
): Promise<ShopItem> {
  const answer = await ctx.asAdmin('/api/shop', {
    method: 'POST',
    body: productForm(
      {
        name: `Product ${Math.random().toString(36).slice(2, 8)}`,
        description: 'A practical guide.',
        price: '1500',
        category: 'Guides',
        is_active: 'true',
        featured: 'false',
        ...fields,
      },
      files,
      image,
    ),
  });
  if (answer.status !== 201) throw new Error(`createProduct: ${answer.status} ${answer.text}`);
  return answer.json.item as ShopItem;
}

/** Keys of the upload store's private files (under `private/`, on disk or in the bucket). */
export async function privateFiles(api: TestApi): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of api.modules.storage.store.list('private/')) keys.push(key.slice('private/'.length));
  return keys;
}
