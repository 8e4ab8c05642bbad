import { fileTypeFromFile } from 'file-type';
import { BadRequestError } from '../../platform/errors/index.ts';
import type { UploadedFile, UploadStorage } from '../../platform/uploads/index.ts';
import { MAX_MEDIA_BYTES, MESSAGES } from '../blog.schemas.ts';

const VIDEO = ['video/mp4', 'video/webm'];
const AUDIO = [
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
];

export type MediaKind = 'image' | 'video' | 'audio';

/**
 * The editor's media upload. Images go through the platform pipeline (type by content,
 * re-encoded, SVG sanitised); video and audio are typed by their content against an explicit
 * list, size-checked per kind and stored as they are. Either answers its `/uploads/...` path.
 */
export async function saveMedia(
  storage: UploadStorage,
  file: UploadedFile,
): Promise<{ location: string; type: MediaKind }> {
  const sniffed = await fileTypeFromFile(file.filepath);
  const mime = sniffed?.mime ?? '';
  const kind: MediaKind | undefined = VIDEO.includes(mime)
    ? 'video'
    : AUDIO.includes(mime)
      ? 'audio'
      : undefined;
  if (kind) {
    const saved = await storage.saveMedia(file, {
      allowed: kind === 'video' ? VIDEO : AUDIO,
      maxBytes: MAX_MEDIA_BYTES[kind],
      tooLargeMessage: MESSAGES.mediaTooLarge,
      invalidMessage: MESSAGES.mediaType,
    });
    return { location: saved.path, type: kind };
  }
  if (mime.startsWith('video/') || mime.startsWith('audio/'))
    throw new BadRequestError(MESSAGES.mediaType, 'invalid_media');
  const saved = await storage.saveImage(file, {
    maxBytes: MAX_MEDIA_BYTES.image,
    tooLargeMessage: MESSAGES.imageTooLarge,
    invalidMessage: MESSAGES.mediaType,
  });
  return { location: saved.path, type: 'image' };
}
