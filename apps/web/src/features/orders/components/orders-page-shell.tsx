import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The heading and width both order pages share. */
export function OrdersPageShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function OrdersMessage({ tone, text }: { tone: 'error' | 'neutral'; text: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-box border p-6 text-center ${
        tone === 'error' ? 'border-error/50 bg-error/10' : 'border-base-300 bg-base-100'
      }`}
    >
      {text}
    </p>
  );
}
