/** A one-line field of a content form, its error beside it (named by aria-describedby). */
export function TextField({
  id,
  name,
  label,
  type,
  fields,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  fields: Record<string, string>;
  errors: Record<string, string>;
}) {
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={fields[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      )}
    </div>
  );
}
