import { X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { UploadStatusView } from './upload-status.tsx';
import { useImageUpload } from './use-image-upload.ts';

interface MainImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

export function MainImageField({ value, onChange, error }: MainImageFieldProps) {
  const inputId = useId();
  const { status, progress, upload } = useImageUpload();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Main image
      </label>
      <div className="flex items-start gap-4">
        <div className="size-24 shrink-0 overflow-hidden rounded-box border border-base-300 bg-base-200">
          {value ? (
            <ProductImage
              src={value}
              alt="Main image preview"
              width={96}
              height={96}
              className="size-full"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-xs text-base-content/70">
              No image
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            onChange={handleFile}
            disabled={status === 'uploading'}
            className="file-input w-full"
          />
          <UploadStatusView status={status} progress={progress} />
          {error ? <p className="text-sm text-error">{error}</p> : null}
        </div>
      </div>
    </div>
  );
}

interface ExtraImagesFieldProps {
  value: string[];
  onChange: (urls: string[]) => void;
}

/** More pictures for the product page's gallery, uploaded one after another. */
export function ExtraImagesField({ value, onChange }: ExtraImagesFieldProps) {
  const inputId = useId();
  const { status, progress, upload } = useImageUpload();

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: string[] = [];
    for (const file of files) {
      const url = await upload(file);
      if (!url) break;
      added.push(url);
    }
    if (added.length > 0) onChange([...value, ...added]);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Extra images
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((url, index) => (
            <li
              key={url}
              className="relative size-20 rounded-box border border-base-300 bg-base-200"
            >
              <ProductImage
                src={url}
                alt={`Extra image ${index + 1}`}
                width={80}
                height={80}
                className="size-full"
              />
              <button
                type="button"
                className="btn btn-circle btn-xs absolute -top-2 -right-2"
                aria-label={`Remove extra image ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other !== url))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={handleFiles}
        disabled={status === 'uploading'}
        className="file-input w-full"
      />
      <UploadStatusView status={status} progress={progress} />
    </div>
  );
}
