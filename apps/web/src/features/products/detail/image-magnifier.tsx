import { type MouseEvent, type ReactNode, useState } from 'react';

export const LENS_RADIUS_PX = 80;
const ZOOM = 2.5;

const canHover = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(hover: hover) and (pointer: fine)').matches;

interface Lens {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A round 80 px lens that follows a mouse over the picture, showing it enlarged. */
export function ImageMagnifier({ src, children }: { src: string; children: ReactNode }) {
  const [lens, setLens] = useState<Lens | null>(null);

  function handleMove(event: MouseEvent<HTMLDivElement>) {
    if (!src || !canHover()) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the lens is a visual aid for mice only
    <div
      className="relative h-full w-full overflow-hidden"
      onMouseMove={handleMove}
      onMouseLeave={() => setLens(null)}
    >
      {children}
      {lens ? (
        <div
          aria-hidden="true"
          data-testid="magnifier-lens"
          className="pointer-events-none absolute rounded-full border-2 border-white bg-base-100 bg-no-repeat shadow-xl"
          style={{
            width: LENS_RADIUS_PX * 2,
            height: LENS_RADIUS_PX * 2,
            left: lens.x - LENS_RADIUS_PX,
            top: lens.y - LENS_RADIUS_PX,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${lens.width * ZOOM}px ${lens.height * ZOOM}px`,
            backgroundPosition: `${LENS_RADIUS_PX - lens.x * ZOOM}px ${LENS_RADIUS_PX - lens.y * ZOOM}px`,
          }}
        />
      ) : null}
    </div>
  );
}
