import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { BackButton } from '../back-button.tsx';
import { LogoLink } from '../logo-link.tsx';
import { useGoBack } from '../use-go-back.ts';
import { HeaderActions } from './header-actions.tsx';
import { HeaderNav } from './header-nav.tsx';
import { HeaderSearch } from './header-search.tsx';
import { type HeaderMode, useHeaderMode } from './use-header-mode.ts';

/** The header row's icon buttons: 48 px whatever the text size (see the row below). */
const ROW_BUTTON = 'size-[48px] min-h-0';

interface SiteHeaderProps {
  isMenuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  menuId: string;
}

export function SiteHeader({ isMenuOpen, onOpenMenu, menuButtonRef, menuId }: SiteHeaderProps) {
  const mode = useHeaderMode();
  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur print:hidden">
      {/* The row's buttons and gaps are sized in pixels: sized with the text, at 200% on a phone
          they left the logo some 60 px (issue 40.19). The labels in them still grow. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-[8px] gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-4">
        {mode.kind === 'menu' ? (
          <button
            ref={menuButtonRef}
            type="button"
            className={`btn btn-ghost btn-square ${ROW_BUTTON}`}
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            data-early-tap="menu"
            onClick={onOpenMenu}
          >
            <Menu className="size-[24px]" aria-hidden="true" />
          </button>
        ) : (
          <HeaderBackButton mode={mode} />
        )}
        {/* On a phone the logo takes the row's room between the menu and the buttons and
            narrows with it (large text), rather than wrapping them onto rows of their own. */}
        <div
          className={`min-w-0 grow basis-0 md:grow-0 md:basis-auto ${mode.kind === 'up' ? 'hidden sm:block' : ''}`}
        >
          <LogoLink />
        </div>
        {mode.kind === 'up' ? (
          <p className="min-w-0 flex-1 text-lg font-semibold">{mode.title}</p>
        ) : null}
        <HeaderSearch className="order-last w-full md:order-none md:w-auto md:max-w-xl md:flex-1" />
        {/* As wide as the signed-in cart and avatar: the signed-out page's Sign in button is
            swapped for them after hydration without moving the header. */}
        <div className="ml-auto flex min-w-[84px] justify-end">
          <HeaderActions />
        </div>
      </div>
      <HeaderNav />
    </header>
  );
}

function HeaderBackButton({ mode }: { mode: Exclude<HeaderMode, { kind: 'menu' }> }) {
  const goBack = useGoBack();
  if (mode.kind === 'up') {
    return <BackButton label="Back to the listing" to={mode.parentPath} className={ROW_BUTTON} />;
  }
  return <BackButton onClick={goBack} className={ROW_BUTTON} />;
}
