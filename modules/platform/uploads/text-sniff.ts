import { createReadStream } from 'node:fs';

/** Text types a private file may be stored as, by the extension of the name it was sent with. */
export const TEXT_TYPES = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
} as const;
export type TextExtension = keyof typeof TEXT_TYPES;

/**
 * Whether the whole file is UTF-8 text without NUL or other binary control characters.
 * file-type cannot recognise text (it has no magic number), so text is proven by reading all
 * of it: random bytes or an executable renamed to `.txt` fail here.
 */
export async function isPlainText(filepath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filepath, { highWaterMark: 64 * 1024 })) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      // Tabs, newlines and carriage returns are text; other C0 controls mark a binary file.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the bytes refused.
      if (/[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/.test(text)) return false;
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The text type named by a file name's extension (defaulting to plain text). */
export function textTypeOf(originalName: string | null): { ext: TextExtension; mime: string } {
  const match = /\.([a-z0-9]{1,10})$/i.exec(originalName ?? '');
  const ext = match?.[1]?.toLowerCase();
  if (ext === 'md' || ext === 'csv') return { ext, mime: TEXT_TYPES[ext] };
  return { ext: 'txt', mime: TEXT_TYPES.txt };
}
