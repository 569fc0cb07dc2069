import type { ReactNode } from 'react';
import { BackButton } from '../../../components/back-button.tsx';
import { LogoLink } from '../../../components/logo-link.tsx';
import { NeedsScript } from '../../../components/needs-script.tsx';
import { MAIN_CONTENT_ID } from '../../../components/skip-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBrowserBackGoesHome } from './use-back-goes-home.ts';

interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the pages outside the layouts (/log...): back goes home, one centred card. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  useDocumentTitle(title);
  useBrowserBackGoesHome();

  return (
    <div className="flex min-h-screen flex-col bg-base-200">
      <header className="mx-auto flex w-full max-w-5xl items-center gap-3 px-3 py-3">
        <BackButton label="Back to home" to={paths.home} />
        <LogoLink />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 outline-none sm:pt-10"
      >
        <div className="w-full max-w-md">
          <section className="card bg-base-100 shadow-sm">
            <div className="card-body gap-5 p-6 sm:p-8">
              <div>
                <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
                {intro ? <p className="mt-2 text-sm text-base-content/80">{intro}</p> : null}
              </div>
              {children}
              <NeedsScript>
                This form needs JavaScript, which is off in this browser: your sign-in is kept by
                the browser's scripts. You can still browse and search every product.
              </NeedsScript>
            </div>
          </section>
          {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}
