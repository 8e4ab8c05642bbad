import { type ReactNode, useState } from 'react';
import { uploadUrl } from '../../lib/api-client';

type UploadedImageProps = {
  /** The upload's path; none shows the fallback. */
  path: string | null | undefined;
  className: string;
  /** What stands in for a missing image, or one that fails to load. */
  fallback: ReactNode;
};

/** A decorative uploaded image (icon, thumbnail, cover), lazily loaded, with a stand-in. */
export function UploadedImage({ path, className, fallback }: UploadedImageProps) {
  const [broken, setBroken] = useState(false);
  if (!path || broken) return fallback;
  return (
    <img src={uploadUrl(path)} alt="" loading="lazy" onError={() => setBroken(true)} className={className} />
  );
}
