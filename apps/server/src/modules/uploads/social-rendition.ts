/**
 * sharp (libvips, a native library) is loaded by the first upload, not at start: it is about
 * 10 MB of the release's RSS that most starts never use (decision 080).
 */
let loading: Promise<typeof import('sharp')> | undefined;
const loadSharp = () => {
  loading ??= import('sharp');
  return loading;
};

/** The size Facebook, X and LinkedIn show a link preview at (as the build's cards, decision 048). */
export const SOCIAL_WIDTH = 1200;
export const SOCIAL_HEIGHT = 630;
/** The shop's light background, which the build's product cards sit on too. */
const BACKGROUND = '#f0f9ff';

/**
 * A 1200 × 630 JPEG of an uploaded PNG, JPEG or WebP for og:image: the networks crop other sizes
 * and some show no WebP. The image sits whole on the shop's background, turned as its EXIF says.
 */
export async function renderSocialImage(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await loadSharp();
  return sharp(bytes)
    .rotate()
    .resize(SOCIAL_WIDTH, SOCIAL_HEIGHT, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 85 })
    .toBuffer();
}
