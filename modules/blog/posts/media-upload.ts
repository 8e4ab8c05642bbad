import { fileTypeFromFile } from 'file-type';
import { AppError, BadRequestError, PayloadTooLargeError } from '../../platform/errors/index.ts';
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
 * re-encoded, SVG sanitised) and answer their `/uploads/...` path. Video and audio are typed by
 * their content and size-checked, then refused with 415: the upload store serves only images
 * today, and a file the site cannot serve must not be accepted (see blog/README.md).
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
    if (file.size > MAX_MEDIA_BYTES[kind]) throw new PayloadTooLargeError(MESSAGES.mediaTooLarge);
    throw new AppError(415, 'media_not_served', 'Video and audio uploads are not served by this site yet');
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
