import type { DownloadFile } from '../../api/payments';
import { downloadUrl, PAYMENT_MESSAGES } from '../../api/payments';
import { errorFromResponse, serverMessage } from '../../lib/api-error';
import { saveBlob } from '../../lib/save-blob';

/** What one download attempt ended in; `already` is the used single-use link (HTTP 410). */
export type DownloadResult =
  | { kind: 'done' }
  | { kind: 'already'; message: string }
  | { kind: 'error'; message: string };

/** The name in a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*([\w-]+)''([^;]+)/i.exec(header);
  if (encoded?.[2]) {
    try {
      return cleanName(decodeURIComponent(encoded[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? cleanName(name.trim()) : null;
}

// A header is outside input: keep only the last path segment.
function cleanName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/** A refused download, read as every refused API call is (`{ error, code }`, or the status alone). */
async function failure(response: Response): Promise<DownloadResult> {
  const error = serverMessage(await errorFromResponse(response));
  if (response.status === 410 || error === PAYMENT_MESSAGES.alreadyDownloaded) {
    return { kind: 'already', message: PAYMENT_MESSAGES.alreadyDownloaded };
  }
  if (response.status === 404) return { kind: 'error', message: PAYMENT_MESSAGES.transactionNotFound };
  return { kind: 'error', message: `Download failed with status: ${response.status}` };
}

/** A connection that breaks mid-file is resumed (Range from the bytes received) this many times. */
export const DOWNLOAD_RESUMES = 3;

/** Reads a body chunk by chunk into `parts`, so what arrived before a break is kept. */
async function drain(response: Response, parts: Uint8Array<ArrayBuffer>[], progress: { bytes: number }) {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    parts.push(whole);
    progress.bytes += whole.length;
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parts.push(new Uint8Array(value));
    progress.bytes += value.length;
  }
}

/**
 * The file's bytes. When the connection breaks, the rest is asked with `Range: bytes=<received>-`:
 * the server resumes only for this browser (the resume cookie its first answer set) within the
 * download's session, so a broken download is not a lost one (issue 17).
 */
async function readFile(url: string, first: Response): Promise<Blob> {
  const total = Number(first.headers.get('Content-Length') ?? Number.NaN);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const progress = { bytes: 0 };
  let response = first;
  for (let resumes = 0; ; resumes += 1) {
    try {
      await drain(response, parts, progress);
      return new Blob(parts, { type: first.headers.get('Content-Type') ?? '' });
    } catch (error) {
      if (resumes >= DOWNLOAD_RESUMES || !Number.isFinite(total) || progress.bytes >= total) throw error;
      response = await fetch(url, { headers: { Range: `bytes=${progress.bytes}-` } });
      const range = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '');
      if (response.status !== 206 || Number(range?.[1]) !== progress.bytes) throw error;
    }
  }
}

/**
 * Fetches one purchased file and saves it under the server's name (else the stored one). A JSON
 * answer with status 200 is refused: it would be saved as a broken file. A break mid-file resumes.
 */
export async function downloadPurchasedFile(trackingId: string, file: DownloadFile): Promise<DownloadResult> {
  if (!trackingId) return { kind: 'error', message: PAYMENT_MESSAGES.transactionNotFound };
  try {
    const url = downloadUrl(trackingId, file.index);
    const response = await fetch(url);
    if (!response.ok) return await failure(response);
    if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
      return { kind: 'error', message: PAYMENT_MESSAGES.jsonInsteadOfFile };
    }
    const blob = await readFile(url, response);
    saveBlob(blob, filenameFromDisposition(response.headers.get('Content-Disposition')) ?? file.name);
    return { kind: 'done' };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
    return { kind: 'error', message: `Download failed: ${reason}` };
  }
}
