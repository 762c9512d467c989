// https://vike.dev/lang
import type { PageContext } from 'vike/types';
import { SITE } from '../site-config';

export function lang(pageContext: PageContext): string {
  return pageContext.locale ?? SITE.languages.default;
}
