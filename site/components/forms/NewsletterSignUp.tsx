import type { Language } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { TextField } from './Fields';
import { FormsLoader } from './FormsLoader';
import { VisitorForm } from './VisitorForm';

/**
 * The footer's newsletter sign-up (§2 sign-newsletter). It is on every page, so it loads no script
 * with the page: a few inline bytes fetch the forms script on the first focus in the form (a page
 * with another form has it already), and hold a submit that comes before the script until it is
 * there (site/components/forms/FormsLoader.tsx).
 */
export function NewsletterSignUp({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <section className="footer-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t('form.newsletterTitle')}</h2>
      <p>{t('form.newsletterText')}</p>
      <VisitorForm kind="newsletter" id="newsletter-form" locale={locale} submit={t('form.subscribe')} newsletter={false}>
        <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" inputMode="email" />
      </VisitorForm>
      <FormsLoader scope="newsletter-form" trigger="focus" />
    </section>
  );
}
