import type { Language } from '../schema/index.js';
import type { ShareImage } from './data/share-image';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language; null on the language choice at '/'. */
      locale: Language | null;
      /** Public path of this page in each language (hreflang, the language switcher). */
      alternates?: Partial<Record<Language, string>>;
      /** Title, description and share image (a path under /media/) of the page (+Head). */
      /** Not for search engines (the 404 pages): no canonical, robots noindex. */
      noindex?: boolean;
      meta?: { title: string; description: string; image?: ShareImage };
    }
  }
}
