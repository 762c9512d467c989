import type { Language, Project } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import { TextArea } from './forms/Fields';
import { PersonFields } from './forms/PersonFields';
import { VisitorForm } from './forms/VisitorForm';

/** A project's contact-construction form (§2 feedback contact-construction), behind a disclosure. */
export function ConstructionContact({ project, locale }: { project: Project; locale: Language }) {
  const { t } = useTranslation();
  const id = `construction-form-${project.id}`;
  return (
    <details className="contact-place" id={`contact-${project.id}`}>
      <summary>
        <h3>{t('project.contact.title')}</h3>
        <span>{t('project.contact.text')}</span>
      </summary>
      <VisitorForm
        kind="contact-construction"
        id={id}
        locale={locale}
        submit={t('project.contact.action')}
        hidden={{ projectId: project.id }}
      >
        <PersonFields />
        <TextArea name="message" label={t('form.message')} placeholder={t('form.messagePlaceholder')} />
      </VisitorForm>
    </details>
  );
}
