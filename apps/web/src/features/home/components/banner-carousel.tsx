import { Link } from 'react-router';
import { BANNER_HEIGHT, BANNER_SLIDES, BANNER_WIDTH, type BannerSlide } from './banner-slides.ts';
import { useBannerCarousel } from './use-banner-carousel.ts';

/** Full-width scroll-snap slides with dots; the box keeps its 2.7:1 space before images load. */
export function BannerCarousel({ slides = BANNER_SLIDES }: { slides?: BannerSlide[] }) {
  const { index, goTo, trackProps } = useBannerCarousel(slides.length);
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative">
      <div
        {...trackProps}
        data-testid="banner-track"
        className="flex aspect-[27/10] w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-neutral [scrollbar-width:none]"
      >
        {slides.map((slide, slideIndex) => (
          <Slide key={slide.image} slide={slide} position={slideIndex} />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-1 flex justify-center sm:bottom-3">
        {slides.map((slide, dotIndex) => (
          <button
            key={slide.image}
            type="button"
            aria-label={`Go to slide ${dotIndex + 1}`}
            aria-current={dotIndex === index ? 'true' : undefined}
            data-early-tap="banner-slide"
            onClick={() => goTo(dotIndex)}
            className="group flex size-6 items-center justify-center sm:size-8"
          >
            <span
              className={`block size-2 rounded-full ring-1 ring-black/30 transition-colors sm:size-3 ${
                dotIndex === index ? 'bg-white' : 'bg-white/50 group-hover:bg-white/80'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function Slide({ slide, position }: { slide: BannerSlide; position: number }) {
  const isFirst = position === 0;
  const TitleTag = isFirst ? 'h1' : 'p';
  const subtitleId = `banner-slide-${position}-subtitle`;
  const image = (
    <img
      src={slide.image}
      alt={slide.title ? '' : slide.label}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : undefined}
      decoding={isFirst ? 'sync' : 'async'}
      className="h-full w-full object-cover"
    />
  );
  if (!slide.title) {
    // Named by the image's alt text: there are no visible words an aria-label could differ from.
    return (
      <Link to={slide.to} className="relative block h-full w-full shrink-0 snap-start snap-always">
        {image}
      </Link>
    );
  }
  // The link holds the title only, so its name is exactly the title (SPEC.md section 1); it
  // stretches over the whole slide, subtitle included, and the subtitle describes it.
  return (
    <div className="relative h-full w-full shrink-0 snap-start snap-always">
      {image}
      {slide.noGradient ? null : (
        <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/35 to-transparent" />
      )}
      {/* The outer box spans the slide: the link's ::after covers it all, margins included. */}
      <div className="absolute inset-0">
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-center px-5 sm:px-10">
          <TitleTag className="max-w-[60%] text-xl font-bold leading-tight tracking-tight text-white sm:text-4xl lg:text-5xl">
            <Link
              to={slide.to}
              aria-describedby={slide.subtitle ? subtitleId : undefined}
              className="outline-none after:absolute after:inset-0 focus-visible:after:outline-4 focus-visible:after:-outline-offset-4 focus-visible:after:outline-white"
            >
              {slide.title}
            </Link>
          </TitleTag>
          {slide.subtitle ? (
            <p
              id={subtitleId}
              className="mt-1 max-w-[60%] text-sm text-white/90 sm:mt-3 sm:text-lg lg:text-xl"
            >
              {slide.subtitle}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
