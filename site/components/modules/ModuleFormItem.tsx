import type { Language, ModuleForm } from '../../../schema/index.js';
import { scriptUrl } from '../../data/client-assets';
import { MODULE_FORM_COMPONENTS } from '../forms/ModuleForms';

/** A `form` module: the visitor form it names, with the forms script. */
export function ModuleFormItem({ form, locale }: { form: ModuleForm; locale: Language }) {
  const Form = MODULE_FORM_COMPONENTS[form];
  return (
    <div className="form-place" data-form={form}>
      <Form locale={locale} />
      <script type="module" src={scriptUrl('site/client/forms.ts')} />
    </div>
  );
}
