import { useEffect } from 'react';

export const SITE_NAME = 'Basera';

/** Sets the document title ("{title} | Basera") and the meta description for the page being shown. */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
