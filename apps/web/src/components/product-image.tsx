import { ImageOff } from 'lucide-react';
import { useState } from 'react';

interface ProductImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** The page's main picture: fetched eagerly and first. */
  priority?: boolean;
}

/** A lazily loaded product picture that turns into an 'Image Not Found' tile when it breaks. */
export function ProductImage({
  src,
  alt,
  className = '',
  width = 400,
  height = 400,
  priority = false,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={`${alt}: Image Not Found`}
        className={`flex flex-col items-center justify-center gap-2 bg-base-200 text-base-content/70 ${className}`}
      >
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-sm">Image Not Found</span>
      </div>
    );
  }

  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`object-contain ${className}`}
    />
  );
}
