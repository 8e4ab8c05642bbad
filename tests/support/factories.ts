import { existsSync } from 'node:fs';
import path from 'node:path';
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

/** Whether an uploaded public path (`/uploads/<name>`) exists on disk. */
export function uploadExists(api: TestApi, publicPath: unknown): boolean {
  if (typeof publicPath !== 'string') return false;
  return existsSync(path.join(api.config.uploadsDir, publicPath.replace(/^\/uploads\//, '')));
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
