// Messages next to their fields (§5): the error slot under each field, aria-invalid on its
// controls, and a summary of links at the top. The first invalid field takes the focus.

const byName = (form: HTMLFormElement, name: string) =>
  Array.from(form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`));

export function clearErrors(form: HTMLFormElement) {
  for (const slot of form.querySelectorAll('[data-error-for]')) slot.textContent = '';
  for (const control of form.querySelectorAll('[aria-invalid="true"]')) control.setAttribute('aria-invalid', 'false');
  const summary = form.querySelector<HTMLElement>('[data-summary]');
  if (summary) {
    summary.hidden = true;
    summary.replaceChildren();
  }
}

/**
 * Shows each message by its field, in the page's order, and focuses the first field. Returns the
 * messages that have no field on the page (the captcha's, say) for the status area.
 */
export function showErrors(form: HTMLFormElement, errors: Record<string, string>): string[] {
  clearErrors(form);
  const placed = new Set<string>();
  const links: HTMLLIElement[] = [];
  let first: HTMLElement | undefined;
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = slot.dataset.errorFor ?? '';
    // A field made of parts (a file's name, type and size) shows the first message of its parts.
    const keys = Object.keys(errors).filter((key) => key === field || key.startsWith(`${field}.`));
    const message = keys.map((key) => errors[key]).find(Boolean);
    if (!message) continue;
    for (const key of keys) placed.add(key);
    slot.textContent = message;
    const controls = byName(form, field);
    for (const control of controls) control.setAttribute('aria-invalid', 'true');
    first ??= controls[0];
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${controls[0]?.id ?? ''}`;
    link.textContent = message;
    item.append(link);
    links.push(item);
  }
  const summary = form.querySelector<HTMLElement>('[data-summary]');
  if (summary && links.length > 0) {
    const title = document.createElement('p');
    title.textContent = form.dataset.textSummary ?? '';
    const list = document.createElement('ul');
    list.append(...links);
    summary.replaceChildren(title, list);
    summary.hidden = false;
  }
  first?.focus();
  return Object.entries(errors)
    .filter(([field]) => !placed.has(field))
    .map(([, message]) => message);
}
