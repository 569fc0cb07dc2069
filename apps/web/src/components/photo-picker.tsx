import {
  type CustomerPhoto,
  MAX_PHOTO_BYTES,
  PHOTO_ACCEPT,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES_ONLY,
} from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { apiRequest } from '../lib/api-client.ts';
import { serverMessage } from '../lib/error-message.ts';
import { FormAlert } from './form-alert.tsx';

interface PhotoPickerProps {
  label?: string;
  /** The uploaded photo's id, or null. */
  onChange: (photoId: string | null) => void;
  /** Told while a photo is being uploaded, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An optional photo for a return, a warranty claim or a review (decision 081): picking a file
 * uploads it at once (POST /uploads/photos) and shows it with a button to take it off. A native
 * file input, so it is labelled and works from the keyboard like any other field.
 */
export function PhotoPicker({
  label = 'Photo (optional)',
  onChange,
  onBusyChange,
}: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    // The schema comes with the upload: the review form is on the product page (shell-schemas.ts).
    mutationFn: async (file: File) => {
      const { CustomerPhotoSchema } = await import('../lib/shell-schemas.ts');
      return (await apiRequest('/uploads/photos', {
        method: 'POST',
        body: file,
        schema: CustomerPhotoSchema,
      })) as CustomerPhoto;
    },
  });

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const clear = () => {
    setPreview(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    upload.reset();
    if (!file) return clear();
    if (!PHOTO_ACCEPT.split(',').includes(file.type)) {
      clear();
      return setProblem(PHOTO_TYPES_ONLY);
    }
    if (file.size > MAX_PHOTO_BYTES) {
      clear();
      return setProblem(PHOTO_TOO_LARGE);
    }
    onBusyChange?.(true);
    upload.mutate(file, {
      onSuccess: (photo) => {
        setPreview({ url: URL.createObjectURL(file), name: file.name });
        onChange(photo._id);
      },
      onError: () => clear(),
      onSettled: () => onBusyChange?.(false),
    });
  };

  const error =
    problem ?? (upload.error ? serverMessage(upload.error, 'The photo could not be added.') : null);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        className="file-input w-full"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={pick}
      />
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        One JPEG, PNG or WebP up to 8 MB. Only you and our staff see it
        {label.includes('review') ? ', and shoppers once the review is published' : ''}; where it
        was taken is removed.
      </p>
      {upload.isPending ? (
        <p role="status" className="text-sm">
          Adding the photo…
        </p>
      ) : null}
      {preview ? (
        <div className="flex items-center gap-3">
          <img
            src={preview.url}
            alt={`Preview of ${preview.name}, added`}
            className="h-24 w-24 rounded object-cover"
          />
          <button type="button" className="btn btn-sm btn-outline" onClick={clear}>
            Remove photo
          </button>
        </div>
      ) : null}
      <FormAlert tone="error" message={error} />
    </div>
  );
}
