import { useCallback, useState } from 'react';
import { uploadImage } from '../api/upload-image.ts';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

/** One upload at a time with its progress and outcome (SPEC.md 'Product form' states). */
export function useImageUpload() {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);

  const upload = useCallback(async (file: File): Promise<string | null> => {
    setStatus('uploading');
    setProgress(0);
    try {
      const url = await uploadImage(file, setProgress);
      setStatus('success');
      return url;
    } catch {
      setStatus('error');
      window.alert('Upload failed.');
      return null;
    }
  }, []);

  return { status, progress, upload };
}
