import type { ReactNode } from 'react';
import { useFieldId } from './FormId';

// Accessible fields (§5): a label with the required marker, aria-required and aria-invalid, and an
// error slot that the client script (site/client/forms.ts) fills, linked by aria-describedby.

interface FieldProps {
  /** The schema's field name (schema/forms): the body the script builds uses it as is. */
  name: string;
  label: string;
  required?: boolean;
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** Where the message of §5 goes; empty until the script checks the form. */
export function ErrorSlot({ id, name }: { id: string; name: string }) {
  return <p id={`${id}-error`} className="field-error" data-error-for={name} />;
}

/** A control's attributes; a hint under the label is read with the control, before its error. */
const controlProps = (id: string, name: string, required?: boolean, hinted?: boolean) => ({
  id,
  name,
  'aria-required': required || undefined,
  'aria-invalid': false,
  'aria-describedby': hinted ? `${id}-hint ${id}-error` : `${id}-error`,
});

/** The frame of a one-control field: its label with the required marker, the control, a hint, the error slot. */
function LabelledField({ id, field, children, hint }: { id: string; field: FieldProps; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="field" data-field={field.name}>
      <label htmlFor={id}>
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <ErrorSlot id={id} name={field.name} />
    </div>
  );
}

export function TextField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  min,
  hint,
  query,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  min?: number | string;
  /** A line under the label (the offer's deposit, say); the script may update it. */
  hint?: ReactNode;
  /** The page's query parameter the script fills the field with (the unsubscribe link's address). */
  query?: string;
}) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} field={{ name, label, required }} hint={hint}>
      <input
        {...controlProps(id, name, required, Boolean(hint))}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
        data-query={query}
      />
    </LabelledField>
  );
}

export function TextArea({
  name,
  label,
  required,
  placeholder,
  maxLength,
}: FieldProps & { placeholder?: string; maxLength?: number }) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} field={{ name, label, required }}>
      <textarea {...controlProps(id, name, required)} rows={4} placeholder={placeholder} maxLength={maxLength} />
    </LabelledField>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

export function SelectField({
  name,
  label,
  required,
  options,
  choose,
  numeric,
  autoComplete,
}: FieldProps & { options: Option[]; choose: string; numeric?: boolean; autoComplete?: string }) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} field={{ name, label, required }}>
      <select
        {...controlProps(id, name, required)}
        defaultValue=""
        data-type={numeric ? 'number' : undefined}
        autoComplete={autoComplete}
      >
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/**
 * A group of choices in a fieldset: checkboxes give an array of the ticked values (data-group),
 * radios the one chosen. Numeric values are sent as numbers (data-type).
 */
export function ChoiceGroup({
  name,
  label,
  required,
  options,
  type = 'checkbox',
  numeric,
  scroll,
  chosen,
}: FieldProps & {
  options: Option[];
  type?: 'checkbox' | 'radio';
  numeric?: boolean;
  scroll?: boolean;
  /** The choice ticked when the page opens (an alert's frequency: the schema's default). */
  chosen?: string | number;
}) {
  const id = useFieldId(name);
  return (
    <fieldset className={`field choices${scroll ? ' scroll' : ''}`} data-field={name} aria-describedby={`${id}-error`}>
      <legend>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="choice-list">
        {options.map((option, i) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              id={i === 0 ? id : undefined}
              data-group={type === 'checkbox' ? '' : undefined}
              data-type={numeric ? 'number' : undefined}
              defaultChecked={chosen !== undefined && option.value === chosen}
              aria-invalid={false}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      <ErrorSlot id={id} name={name} />
    </fieldset>
  );
}

/**
 * A file to attach (the job contact's CV): the script reads it into the body as { name, type, size,
 * data } (site/client/form/file.ts); its type and size are checked with the schema's limits.
 */
export function FileField({ name, label, required, accept, hint }: FieldProps & { accept: readonly string[]; hint: string }) {
  const id = useFieldId(name);
  return (
    <LabelledField id={id} field={{ name, label, required }} hint={hint}>
      <input {...controlProps(id, name, required)} type="file" accept={accept.join(',')} data-file="" />
    </LabelledField>
  );
}

/** One box: the privacy statement (required), the newsletter opt-in, a confirmation. */
export function CheckField({ name, required, children }: { name: string; required?: boolean; children: ReactNode }) {
  const id = useFieldId(name);
  return (
    <div className="field check" data-field={name}>
      <input {...controlProps(id, name, required)} type="checkbox" />
      <label htmlFor={id}>
        {children}
        <RequiredMark required={required} />
      </label>
      <ErrorSlot id={id} name={name} />
    </div>
  );
}
