import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../lib/paths.ts';
import { BackButton } from './back-button.tsx';
import { LogoLink } from './logo-link.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

interface AuthPlaceholderProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** The sign-in pages live outside the layouts; their back button always goes home. */
export function AuthPlaceholder({ title, icon, children }: AuthPlaceholderProps) {
  return (
    <div className="min-h-screen bg-base-200">
      <header className="mx-auto flex max-w-5xl items-center gap-3 px-3 py-3">
        <BackButton label="Back to home" to={paths.home} />
        <LogoLink />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        <PlaceholderPage title={title} icon={icon}>
          {children}
        </PlaceholderPage>
      </main>
    </div>
  );
}
