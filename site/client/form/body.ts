// The JSON body of a visitor form, read from its fields as the schema expects them (schema/forms):
// a box alone is a boolean, boxes of a group (data-group) an array of the ticked values, number
// inputs and data-type="number" fields numbers, nested names (personA.lastName) nested objects.
// Empty fields are left out, so an empty required field gets the schema's own message.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function place(body: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split('.');
  const last = parts.pop() as string;
  let target = body;
  for (const part of parts) {
    target[part] ??= {};
    target = target[part] as Record<string, unknown>;
  }
  target[last] = value;
}

function read(body: Record<string, unknown>, name: string): unknown {
  return name.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], body);
}

export function formBody(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled) continue;
    // A field its conditions hide (FORM_FIELD_CONDITIONS) is not sent.
    if (element.closest('[data-field][hidden]')) continue;
    // Files are read apart (./file.ts): their value is only a name.
    if (element instanceof HTMLInputElement && element.type === 'file') continue;
    const numeric = element.dataset.type === 'number' || element.type === 'number';
    const value = (raw: string) => (numeric ? Number(raw) : raw);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (!element.hasAttribute('data-group')) place(body, element.name, element.checked);
      else {
        const list = (read(body, element.name) as unknown[] | undefined) ?? [];
        if (element.checked) list.push(value(element.value));
        place(body, element.name, list);
      }
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) place(body, element.name, value(element.value));
    } else if (element.value.trim() !== '') place(body, element.name, value(element.value));
  }
  return body;
}

/** The form's plain values by field name, for its fields' condition rules. */
export function conditionContext(body: Record<string, unknown>, prefix = ''): Record<string, string | number | boolean> {
  const context: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') context[prefix + key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(context, conditionContext(value as Record<string, unknown>, `${prefix}${key}.`));
  }
  return context;
}
