import { AppError } from '../../errors/index.ts';

export const IMAGES_ONLY = 'Only JPEG, PNG or WebP images are allowed.';
export const IMAGE_TOO_LARGE = 'The image is too large; the limit is 5 MB.';

export const unsupportedImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGES_ONLY);
export const imageTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
