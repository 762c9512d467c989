import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { SITE } from '../../site-config';

/** A page of §2 whose content and form come with their own issue: its title and how to reach the agency. */
export default function Page() {
  const { t } = useTranslation();
  const { data } = usePageContext() as unknown as { data: { key: string } };
  return (
    <section className="shell">
      <h1>{t(`pages.${data.key}`)}</h1>
      <p>{t('pages.reach', { phone: SITE.agency.phone, email: SITE.agency.email })}</p>
    </section>
  );
}
