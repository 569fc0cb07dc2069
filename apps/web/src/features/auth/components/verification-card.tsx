import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The frame both verification pages share: an icon, a heading, what happens, the action. */
export function VerificationCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section className="rounded-box border border-base-300 bg-base-100 p-6 sm:p-8">
        <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-primary/10">
          <ShieldCheck className="size-7 text-primary" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="mt-4 flex flex-col gap-4">{children}</div>
      </section>
    </div>
  );
}
