import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';

/**
 * Issue 15: on a phone the contact stays one tap away. The bar closes the article and sticks to the
 * bottom of the screen while the article scrolls past; at the article's end it takes its own place,
 * so it never hides the last lines. Wider screens have the key facts' contact link instead (CSS).
 */
export function ContactBar() {
  const { t } = useTranslation();
  const tel = siteConfig().agency.phone.replace(/[^\d+]/g, '');
  return (
    <nav className="contact-bar" aria-label={t('property.contactBar.label')}>
      <a className="button" href="#contact-me">
        {t('property.contactBar.contact')}
      </a>
      <a className="button secondary" href={`tel:${tel}`}>
        {t('property.contactBar.call')}
      </a>
    </nav>
  );
}
