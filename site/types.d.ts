import type { Language } from '../schema/index.js';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language; null on the language choice at '/'. */
      locale: Language | null;
      /** Public path of this page in each language (hreflang, the language switcher). */
      alternates?: Partial<Record<Language, string>>;
      /** Title and description of the page (+Head). */
      meta?: { title: string; description: string };
    }
  }
}
