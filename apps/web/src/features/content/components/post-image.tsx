import { useState } from 'react';
import { Picture } from '../../../components/ui/picture.tsx';

/**
 * A post's picture, or a calm placeholder when the picture is missing or fails to load. `priority`: the
 * picture is the page's largest paint (the blog's featured post, an article's own picture), so it loads at
 * once and first, not once it nears the screen.
 */
export function PostImage({ src, alt, label, priority = false, className = '' }: { src: string; alt: string; label?: string; priority?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div role="img" aria-label={alt} className={`flex items-center justify-center bg-gradient-to-br from-plum-100 via-cream to-plum-200 ${className}`}>
        {label && <span className="px-4 text-center text-sm font-medium text-plum-700">{label}</span>}
      </div>
    );
  }
  return (
    <Picture src={src} alt={alt} priority={priority} onError={() => setFailed(true)} className={`object-cover ${className}`} />
  );
}
