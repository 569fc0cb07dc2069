import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export function LogoLink({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex max-w-full items-center rounded ${className}`}>
      <img
        src="/images/logo.svg"
        alt="ClearSpring home"
        width={180}
        height={40}
        // Sized in pixels, not with the text: with large text the logo would push the header's
        // buttons onto rows of their own. It narrows where the header has no room for it.
        className="h-auto w-[162px] max-w-full sm:w-[180px]"
      />
    </Link>
  );
}
