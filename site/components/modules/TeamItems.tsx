import type { Language, Member } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { siteContent } from '../../site-config';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** §3 ons-team-view: the team, 3 per row by default (§9), each with role, office and ways to reach them. */
export function TeamItems({
  members,
  locale,
  heading: H,
}: {
  members: readonly Member[];
  locale: Language;
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <ul className="item-grid team">
      {members.map((m) => {
        const agency = siteContent().agencies.find((a) => a.id === m.agency);
        return (
          <li key={m.id} className="member">
            <span className="avatar" aria-hidden="true">
              {initials(m.name)}
            </span>
            <H>{m.name}</H>
            <p className="role">{m.role[locale]}</p>
            {agency && <p>{t('content.office', { city: agency.city })}</p>}
            {m.phone && (
              <p>
                <a href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>{m.phone}</a>
              </p>
            )}
            {m.email && (
              <p>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </p>
            )}
            {m.languages.length > 0 && (
              <p className="muted">{t('content.speaks', { languages: m.languages.map((l) => l.toUpperCase()).join(' · ') })}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
