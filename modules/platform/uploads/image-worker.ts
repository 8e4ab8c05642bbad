// Runs in the image worker threads (see image-pool.ts): everything here may take a while.
import type { MessagePort } from 'node:worker_threads';
import {
  type EncodedImage,
  isPixelLimitError,
  type RasterFormat,
  reencodeRaster,
} from './image-processing.ts';
import { SvgSanitiser } from './svg-sanitiser.ts';

export type ImageTask =
  /** `started` hears when the sanitising itself begins, the tools loaded: its time budget starts then. */
  | { kind: 'svg'; text: string; started?: MessagePort }
  | { kind: 'raster'; filepath: string; format: RasterFormat; maxDimension: number };

/** Failures travel as values: an Error's class does not survive the trip between threads. */
export type ImageTaskResult =
  | { ok: true; image: EncodedImage }
  | { ok: false; reason: 'invalid' | 'too_many_pixels'; detail?: string };

const svg = new SvgSanitiser();

export default async function runImageTask(task: ImageTask): Promise<ImageTaskResult> {
  if (task.kind === 'svg') {
    await svg.prepare();
    task.started?.postMessage('started');
    task.started?.close();
    const clean = await svg.sanitise(task.text);
    if (clean === undefined) return { ok: false, reason: 'invalid' };
    return { ok: true, image: { data: Buffer.from(clean, 'utf8'), extension: 'svg', mime: 'image/svg+xml' } };
  }
  try {
    return { ok: true, image: await reencodeRaster(task.filepath, task.format, task.maxDimension) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: isPixelLimitError(error) ? 'too_many_pixels' : 'invalid', detail };
  }
}
