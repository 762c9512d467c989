// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { siteConfig } from '../site-config';

export function lang(pageContext: PageContext): string {
  return pageContext.locale ?? siteConfig().languages.default;
}
