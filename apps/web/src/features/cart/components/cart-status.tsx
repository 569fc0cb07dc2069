import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface CartStatusProps {
  icon: LucideIcon;
  title: string;
  message?: string;
  /** The one way forward: a link or a button. */
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** One of the cart page's whole-page states: log-in prompt, load error, empty cart. */
export function CartStatus({
  icon: Icon,
  title,
  message,
  action,
  tone = 'neutral',
}: CartStatusProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span
        className={`mb-6 flex size-16 items-center justify-center rounded-full ${
          tone === 'error' ? 'bg-error/10 text-error' : 'bg-primary/10 text-primary'
        }`}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {message ? (
        <p role={tone === 'error' ? 'alert' : undefined} className="mt-4 text-base-content/80">
          {message}
        </p>
      ) : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
