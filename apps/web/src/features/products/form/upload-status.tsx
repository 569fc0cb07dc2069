import type { UploadStatus } from './use-image-upload.ts';

/** The progress bar while uploading, then the success or failure badge. */
export function UploadStatusView({ status, progress }: { status: UploadStatus; progress: number }) {
  if (status === 'uploading') {
    return (
      <progress
        className="progress progress-primary w-full"
        value={progress}
        max={100}
        aria-label={`Uploading image, ${progress}%`}
      />
    );
  }
  if (status === 'success') {
    return (
      <span role="status" className="badge badge-success">
        Image uploaded successfully!
      </span>
    );
  }
  if (status === 'error') {
    return (
      <span role="alert" className="badge badge-error h-auto py-1">
        Image upload failed, retry logging in.
      </span>
    );
  }
  return null;
}
