interface HeroBannerProps {
  image: string;
  headline: string;
  tagline?: string;
}

/**
 * A 1600x400 decorative banner with a headline over a dark gradient. The page's own <h1> sits
 * below it, so the headline is a paragraph.
 */
export function HeroBanner({ image, headline, tagline }: HeroBannerProps) {
  return (
    <div className="relative isolate overflow-hidden bg-neutral">
      <img
        src={image}
        alt=""
        width={1600}
        height={400}
        // The largest thing painted above the fold: fetched first, not after the scripts.
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-neutral/90 via-neutral/60 to-neutral/0" />
      <div className="mx-auto flex min-h-44 max-w-7xl flex-col justify-center px-4 py-10 sm:min-h-60 lg:min-h-72">
        <p className="max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl">
          {headline}
        </p>
        {tagline ? <p className="mt-3 max-w-xl text-lg text-white/90">{tagline}</p> : null}
      </div>
    </div>
  );
}
