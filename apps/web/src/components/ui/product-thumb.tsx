import { useState } from 'react';
import { Picture } from './picture.tsx';

const PLACEHOLDER =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 80'><rect width='80' height='80' fill='%23f3e6ef'/><path d='M26 54l10-13 8 9 6-7 8 11z' fill='%23e4c8da'/></svg>";

/** A product's small image; a placeholder when it is missing or fails to load. */
export function ProductThumb({ src, alt, size = 64 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Picture
      src={!src || failed ? PLACEHOLDER : src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className="shrink-0 rounded-lg bg-plum-50 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
