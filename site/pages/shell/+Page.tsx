import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageKey } from '../../../schema/index.js';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { SITE } from '../../site-config';

/** A page of §2 whose content and form come with their own issue: its title and how to reach the agency. */
export default function Page() {
  const { t } = useTranslation();
  const { data } = usePageContext() as unknown as { data: { key: PageKey } };
  return (
    <section className="shell">
      <PageHeader banner={pageBannerOf(data.key)} title={t(`pages.${data.key}`)} />
      <p>{t('pages.reach', { phone: SITE.agency.phone, email: SITE.agency.email })}</p>
    </section>
  );
}
