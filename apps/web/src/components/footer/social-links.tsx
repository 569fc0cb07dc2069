import type { SocialNetwork } from '@shop/contract';
import type { ReactNode } from 'react';
import { useShopInfo } from '../../features/shop/api/get-shop-info.ts';

// lucide-react no longer ships brand marks, so these are simple outline glyphs of our own.
const glyphs: Record<string, ReactNode> = {
  Facebook: <path d="M14 8h2V5h-2a4 4 0 0 0-4 4v2H8v3h2v7h3v-7h2.5l.5-3h-3V9a1 1 0 0 1 1-1Z" />,
  Instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" />
    </>
  ),
  YouTube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="m10.5 9.5 4 2.5-4 2.5Z" />
    </>
  ),
  X: <path d="M5 5l14 14M19 5 5 19" />,
};

const NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/** The shop's social accounts set on the server (SOCIAL_*_URL); a network without one is left out. */
export function SocialLinks() {
  const social = useShopInfo().data?.social;
  const accounts = Object.entries(NAMES).flatMap(([network, name]) => {
    const href = social?.[network as SocialNetwork];
    return href ? [{ name, href }] : [];
  });
  if (accounts.length === 0) return null;
  return (
    <ul className="flex gap-2">
      {accounts.map(({ name, href }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="btn btn-circle btn-sm btn-ghost border border-neutral-content/30 text-neutral-content hover:bg-neutral-content/10"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {glyphs[name]}
            </svg>
            <span className="sr-only">ClearSpring Water on {name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
