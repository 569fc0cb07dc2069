import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteDrawer } from '../../components/drawer/site-drawer.tsx';
import { SiteFooter } from '../../components/footer/site-footer.tsx';
import { SiteHeader } from '../../components/header/site-header.tsx';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { ShopTimeZoneProvider } from '../../components/shop-time-zone.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { UnverifiedBanner } from '../../components/unverified-banner.tsx';
import { useShopInfo } from '../../features/shop/api/get-shop-info.ts';
import { TestPaymentsBanner } from '../../features/shop/components/test-payments-banner.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';

const DRAWER_ID = 'site-menu';

/** The site's header, drawer and footer around the page (`children`, or the route's outlet). */
export function MainLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasMenuOpen = useRef(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const timeZone = useShopInfo().data?.timeZone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (wasMenuOpen.current && !isMenuOpen) menuButtonRef.current?.focus();
    wasMenuOpen.current = isMenuOpen;
  }, [isMenuOpen]);

  return (
    <SiteDrawer id={DRAWER_ID} isOpen={isMenuOpen} onClose={closeMenu}>
      <SkipLink />
      <NavigationProgress />
      <HydrateLater name="header">
        <SiteHeader
          isMenuOpen={isMenuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButtonRef}
          menuId={DRAWER_ID}
        />
      </HydrateLater>
      <TestPaymentsBanner />
      <UnverifiedBanner />
      <HydrateLater name="main">
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh flex-1 outline-none">
          <ShopTimeZoneProvider value={timeZone}>{children ?? <Outlet />}</ShopTimeZoneProvider>
        </main>
      </HydrateLater>
      <HydrateLater name="footer">
        <SiteFooter />
      </HydrateLater>
      <ScrollRestoration />
    </SiteDrawer>
  );
}
