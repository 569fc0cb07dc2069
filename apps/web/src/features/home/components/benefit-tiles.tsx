interface Benefit {
  title: string;
  text: string;
  icon: string;
  /** The last two tiles give way on small screens (SPEC.md 'Home'). */
  wideOnly?: boolean;
}

const BENEFITS: Benefit[] = [
  {
    title: 'Fast & Reliable Delivery',
    text: 'Systems and filters shipped quickly from Cypress, Texas.',
    icon: '/images/home/benefit-delivery.svg',
  },
  {
    title: 'Guaranteed Protection',
    text: 'Every system is covered by our one-year warranty.',
    icon: '/images/home/benefit-protection.svg',
  },
  {
    title: 'Easy Installation',
    text: 'Clear guides and quick-connect fittings for a tidy install.',
    icon: '/images/home/benefit-installation.svg',
  },
  {
    title: 'Trusted Water Care',
    text: 'Filter reminders keep your water clean month after month.',
    icon: '/images/home/benefit-water-care.svg',
    wideOnly: true,
  },
  {
    title: 'Quick Support',
    text: 'Real people who know water treatment, a call away.',
    icon: '/images/home/benefit-support.svg',
    wideOnly: true,
  },
];

export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="benefits-heading" className="sr-only">
          Why shop with us
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className={`flex items-center gap-4 rounded-box bg-base-100 p-4 lg:flex-col lg:text-center ${
                benefit.wideOnly ? 'hidden lg:flex' : ''
              }`}
            >
              <img
                src={benefit.icon}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-14 shrink-0 lg:size-20"
              />
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm text-base-content/80">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
