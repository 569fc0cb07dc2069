import { useLayoutEffect } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** Sets the tab title and the meta description; the page's own description is restored on leave. */
export function usePageMeta(title: string | null, description: string): void {
  useDocumentTitle(title);
  useLayoutEffect(() => {
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
