import { customerPhotoPath } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { API_BASE, apiFile } from '../lib/api-client.ts';

const thumbnail = 'h-24 w-24 rounded border border-base-300 object-cover';

/**
 * A customer's photo as a thumbnail linking to the full image. Private photos are read with the
 * viewer's sign-in (the customer's own, or staff's) and shown from a blob URL; `isPublic` (a
 * published review on the product page) uses the plain URL (decision 081).
 */
export function CustomerPhotoLink({
  photoId,
  label = 'Photo',
  isPublic = false,
}: {
  photoId: string;
  label?: string;
  isPublic?: boolean;
}) {
  const path = customerPhotoPath(photoId);
  const blob = useQuery({
    queryKey: ['customer-photo', photoId],
    queryFn: ({ signal }) => apiFile(path, { signal }),
    enabled: !isPublic,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const objectUrl = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const src = isPublic ? `${API_BASE}${path}` : objectUrl;
  if (!src) {
    return blob.isError ? <p className="text-sm">The photo could not be loaded.</p> : null;
  }
  return (
    <a href={src} target="_blank" rel="noreferrer" className="inline-block w-fit">
      <img src={src} alt={`${label} (opens the full image)`} className={thumbnail} loading="lazy" />
    </a>
  );
}
