import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';
import { ImageMagnifier } from './image-magnifier.tsx';

/** The product's pictures: one large with a magnifier, arrows, and a row of thumbnails. */
export function ImageGallery({ name, images }: { name: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  const current = images[Math.min(selected, count - 1)] ?? '';
  const step = (delta: number) => setSelected((index) => (index + delta + count) % count);

  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-box border border-base-300 bg-base-100">
        <ImageMagnifier src={current}>
          <ProductImage
            src={current}
            alt={count > 1 ? `${name}, image ${selected + 1} of ${count}` : name}
            width={800}
            height={800}
            priority
            className="h-full w-full p-4"
          />
        </ImageMagnifier>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2 bg-base-100/90"
              aria-label="Previous image"
              data-early-tap="image-previous"
              onClick={() => step(-1)}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2 bg-base-100/90"
              aria-label="Next image"
              data-early-tap="image-next"
              onClick={() => step(1)}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === selected ? 'true' : undefined}
                data-early-tap="image-show"
                onClick={() => setSelected(index)}
                className={`block size-16 overflow-hidden rounded-box border-2 bg-base-100 sm:size-20 ${
                  index === selected ? 'border-primary' : 'border-base-300 hover:border-primary/50'
                }`}
              >
                <ProductImage src={image} alt="" width={80} height={80} className="size-full p-1" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
