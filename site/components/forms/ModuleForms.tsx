import { CV_TYPES, type Language, type ModuleForm } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { ChoiceGroup, FileField, TextArea, TextField } from './Fields';
import { PersonFields } from './PersonFields';
import { VisitorForm } from './VisitorForm';

// The forms a page's `form` module holds (schema/content.ts MODULE_FORMS): a testimonial and a job
// contact with a CV.

const RATINGS = [5, 4, 3, 2, 1];

export function TestimonialForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <VisitorForm kind="testimonial" id="testimonial-form" locale={locale} submit={t('form.share')}>
      <div className="field-row">
        <TextField name="name" label={t('form.name')} required autoComplete="name" />
        <TextField name="city" label={t('form.yourCity')} autoComplete="address-level2" />
      </div>
      <ChoiceGroup
        name="rating"
        label={t('form.rating')}
        required
        type="radio"
        numeric
        options={RATINGS.map((count) => ({ value: count, label: `${'★'.repeat(count)} ${t('form.stars', { count })}` }))}
      />
      <TextArea name="text" label={t('form.testimonial')} required />
    </VisitorForm>
  );
}

export function JobContactForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <VisitorForm kind="job-contact" id="job-contact-form" locale={locale} submit={t('form.apply')}>
      <PersonFields />
      <FileField name="cv" label={t('form.cv')} accept={CV_TYPES} hint={t('form.cvHint')} />
      <TextArea name="message" label={t('form.message')} />
    </VisitorForm>
  );
}

export const MODULE_FORM_COMPONENTS: Record<ModuleForm, (props: { locale: Language }) => React.JSX.Element> = {
  testimonial: TestimonialForm,
  'job-contact': JobContactForm,
};
