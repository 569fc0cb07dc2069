import { Outlet, ScrollRestoration } from 'react-router';
import { BackButton } from '../../components/back-button.tsx';
import { LogoLink } from '../../components/logo-link.tsx';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { useGoBack } from '../../components/use-go-back.ts';
import { TestPaymentsBanner } from '../../features/shop/components/test-payments-banner.tsx';
import { SHOP_NAME } from '../../lib/shop.ts';

/** For focused tasks (product form, checkout): a back button and the logo, no navigation. */
export function MinimalLayout() {
  const goBack = useGoBack();
  return (
    <div className="flex min-h-screen flex-col bg-base-200">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-3 py-2 sm:px-4">
          <BackButton onClick={goBack} />
          <LogoLink />
        </div>
      </header>
      <TestPaymentsBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="py-6 text-center text-sm text-base-content/75">© 2025 {SHOP_NAME}</footer>
      <ScrollRestoration />
    </div>
  );
}
