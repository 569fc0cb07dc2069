import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

type BackButtonProps = {
  label?: string;
  className?: string;
} & (
  | {
      /** A fixed place (home, the listing): a link, so it works before the app has started. */
      to: string;
      onClick?: never;
    }
  | {
      /** Back through the history: needs the app, so a tap before it starts is kept and replayed. */
      onClick: () => void;
      to?: never;
    }
);

export function BackButton({ to, onClick, label = 'Go back', className = '' }: BackButtonProps) {
  const classes = `btn btn-ghost btn-square ${className}`;
  const arrow = <ArrowLeft className="size-6" aria-hidden="true" />;
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} aria-label={label}>
        {arrow}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      data-early-tap="back"
      onClick={onClick}
    >
      {arrow}
    </button>
  );
}
