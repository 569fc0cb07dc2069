import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

interface LegalDocumentProps {
  title: string;
  effectiveDate?: string;
  intro: ReactNode;
  children: ReactNode;
}

// Tailwind has no typography plugin here; these child selectors give long text its rhythm.
const proseClasses = [
  '[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight',
  '[&_h3]:mt-6 [&_h3]:font-semibold',
  '[&_p]:mt-3 [&_p]:leading-relaxed',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_li]:leading-relaxed',
  '[&_a]:link [&_a]:link-primary',
].join(' ');

/** The shared frame of the policy pages: a title, its effective date and readable text. */
export function LegalDocument({ title, effectiveDate, intro, children }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-base-300 pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {effectiveDate ? (
          <p className="mt-2 text-sm text-base-content/75">Effective {effectiveDate}</p>
        ) : null}
        <div className="mt-4 text-lg leading-relaxed text-base-content/85">{intro}</div>
      </header>
      <div className={proseClasses}>{children}</div>
    </article>
  );
}
