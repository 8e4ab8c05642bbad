import sharp from 'sharp';
import type { TestApi } from './harness.ts';

/** A small real PNG, made fresh so each upload is a distinct file. */
export async function pngBytes(size = 16): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({
    create: { width: size, height: size, channels: 3, background: { r: 80, g: 70, b: 229 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

/** A multipart body from text fields and optional files. */
export function form(fields: Record<string, string>, files: Record<string, Uint8Array<ArrayBuffer>> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const [name, bytes] of Object.entries(files)) {
    body.set(name, new Blob([bytes], { type: 'image/png' }), `${name}.png`);
  }
  return body;
}

/** Whether an uploaded public path (`/uploads/<name>`) is in the upload store (disk or bucket). */
export async function uploadExists(api: TestApi, publicPath: unknown): Promise<boolean> {
  if (typeof publicPath !== 'string' || !publicPath.startsWith('/uploads/')) return false;
  return (await api.modules.storage.store.head(publicPath.slice('/uploads/'.length))) !== undefined;
}

/** Whether every one of the uploaded public paths is in the upload store. */
export async function uploadsExist(api: TestApi, publicPaths: unknown[]): Promise<boolean> {
  return (await Promise.all(publicPaths.map((publicPath) => uploadExists(api, publicPath)))).every(Boolean);
}

/** Outbox rows for one event name and record id. */
export async function outboxActions(api: TestApi, name: string, id: string): Promise<string[]> {
  const rows = await api.orm.em
    .fork()
    .execute<{ action: string }[]>(
      `select payload->>'action' as action from outbox_event where name = ? and payload->>'id' = ? order by occurred_at`,
      [name, id],
    );
  return rows.map((row) => row.action);
}

type Item = Record<string, unknown>;
/** The named list of an answer, as records. */
export const list = (json: Record<string, unknown>, key: string): Item[] => (json[key] as Item[]) ?? [];
export const record = (json: Record<string, unknown>, key: string): Item => (json[key] as Item) ?? {};
