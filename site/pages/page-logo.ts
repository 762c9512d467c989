import { usePageContext } from 'vike-react/usePageContext';
import type { pageContextOf } from '../data/page-context';

/** The header's logo as every prerendered page carries it, drawn at half its pixel size (page-context.ts). */
export type PageLogo = NonNullable<ReturnType<typeof pageContextOf>['logo']>;

declare global {
  namespace Vike {
    interface PageContext {
      /** Absent when the agency has no logo (the header then shows its name). */
      logo?: PageLogo;
    }
  }
}

/** The page's logo, or undefined when the agency has none. */
export function usePageLogo(): PageLogo | undefined {
  return usePageContext().logo;
}
