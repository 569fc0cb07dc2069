import { ArrowLeft } from 'lucide-react';

interface BackButtonProps {
  onClick: () => void;
  label?: string;
  className?: string;
}

export function BackButton({ onClick, label = 'Go back', className = '' }: BackButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square ${className}`}
      aria-label={label}
      onClick={onClick}
    >
      <ArrowLeft className="size-6" aria-hidden="true" />
    </button>
  );
}
