import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export function LogoLink({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex shrink-0 items-center rounded ${className}`}>
      <img
        src="/images/logo.svg"
        alt="ClearSpring home"
        width={180}
        height={40}
        className="h-9 w-auto sm:h-10"
      />
    </Link>
  );
}
