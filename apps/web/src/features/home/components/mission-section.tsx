import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export function MissionSection() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
            Healthy Living Starts with Clean Water
          </h2>
          <p className="mt-4 text-base-content/80">
            Our mission is simple: safe, great-tasting water in every home and business we serve. We
            test, we listen, and we recommend only the treatment your water actually needs, from a
            single under-sink filter to a whole-building reverse osmosis plant.
          </p>
          <p className="mt-3 text-base-content/80">
            Once your system is in, we keep track of every filter for you and remind you before it
            is due, so clean water never depends on remembering a date.
          </p>
          <Link to={paths.products} className="btn btn-primary mt-6">
            Find your system
          </Link>
        </div>
        <img
          src="/images/home/mission.svg"
          alt="A family filling glasses with filtered water at the kitchen tap"
          width={800}
          height={600}
          loading="lazy"
          className="h-auto w-full rounded-box"
        />
      </div>
    </section>
  );
}
