import { UploadSignatureSchema } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/upload/sign-r2-upload: where to PUT the file, and the URL it will have. */
export function signUpload(file: File) {
  return apiRequest('/upload/sign-r2-upload', {
    query: { fileName: file.name, fileType: file.type, fileSize: file.size },
    schema: UploadSignatureSchema,
  });
}

/** PUTs the file with its Content-Type; XMLHttpRequest because fetch reports no upload progress. */
export function putFile(url: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload refused (HTTP ${request.status}).`));
    request.onerror = () => reject(new Error('Upload failed.'));
    request.send(file);
  });
}

/** Signs, uploads, and answers the image's public URL. */
export async function uploadImage(file: File, onProgress: (percent: number) => void) {
  const { signedUrl, publicUrl } = await signUpload(file);
  await putFile(signedUrl, file, onProgress);
  onProgress(100);
  return publicUrl;
}
