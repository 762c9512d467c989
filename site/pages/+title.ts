// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { SITE } from '../site-config';

export function title(pageContext: PageContext): string {
  return pageContext.meta ? `${pageContext.meta.title} | ${SITE.agency.name}` : SITE.agency.name;
}
