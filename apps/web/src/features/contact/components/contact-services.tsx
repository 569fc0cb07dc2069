import { Building2, CalendarClock, Droplets, type LucideIcon, Wrench } from 'lucide-react';

interface Service {
  title: string;
  text: string;
  icon: LucideIcon;
}

const services: Service[] = [
  {
    title: 'Water testing and advice',
    text: 'Tell us your ZIP code and test results and we will recommend the right system for your water.',
    icon: Droplets,
  },
  {
    title: 'Installation support',
    text: 'Step-by-step help by phone, or a visit from a certified installer in the Houston area.',
    icon: Wrench,
  },
  {
    title: 'Filter replacement reminders',
    text: 'Register your system in My Products and we will remind you by e-mail or SMS when a filter is due.',
    icon: CalendarClock,
  },
  {
    title: 'Commercial projects',
    text: 'Sizing and quotes for restaurants, offices, clinics and light industry.',
    icon: Building2,
  },
];

export function ContactServices() {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="text-xl font-semibold">
        How we can help
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {services.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-box bg-base-200 p-4">
            <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-base-content/80">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
