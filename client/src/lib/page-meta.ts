import { useEffect } from 'react';
import type { PageMeta } from '@cinema/shared';

/** Sets the document title and meta description of the current page (their texts: pageMeta in shared/). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
