// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { siteConfig } from '../site-config';

export function title(pageContext: PageContext): string {
  return pageContext.meta ? `${pageContext.meta.title} | ${siteConfig().agency.name}` : siteConfig().agency.name;
}
