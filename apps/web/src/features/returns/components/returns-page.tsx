import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The frame of the customer's returns pages: a way back and the page's width. */
export function ReturnsPage({
  title,
  back = { to: paths.returns, label: 'My returns' },
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 sm:py-10">
      <Link to={back.to} className="link link-primary text-sm print:hidden">
        {back.label}
      </Link>
      {children}
    </div>
  );
}
