import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface PlaceholderPageProps {
  title: string;
  /** The tab title when it differs from the heading. */
  documentTitle?: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A page whose feature is still being built: its real title and a line about what comes. */
export function PlaceholderPage({
  title,
  documentTitle,
  icon: Icon,
  children,
}: PlaceholderPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-primary/10">
        <Icon className="size-8 text-primary" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 max-w-xl text-base-content/80">{children}</div>
    </section>
  );
}
