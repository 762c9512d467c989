import { PAGE_PATHS } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { alternatesOf } from '../../routing/alternates';
import { siteConfig } from '../../site-config';

export function pageList() {
  const alternates = alternatesOf((l) => PAGE_PATHS.home[l]);
  return [
    {
      url: '/',
      pageContext: pageContextOf(null, alternates, { title: siteConfig().agency.name, description: siteConfig().agency.name }),
    },
  ];
}
