import { Link } from 'react-router';

interface LinkCardProps {
  title: string;
  /** The page the link is a shortcut into, offered below what the card says. */
  back?: { to: string; label: string };
  children: React.ReactNode;
}

/** The card a message's link opens on: a reminder's, an auto-replace notice's, a payment's. */
export function LinkCard({ title, back, children }: LinkCardProps) {
  return (
    <section className="card mx-auto max-w-xl border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h1 className="card-title text-2xl">{title}</h1>
        {children}
        {back ? (
          <Link to={back.to} className="link link-primary w-fit">
            {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
