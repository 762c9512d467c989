import type { AlertView } from '../../../schema/alerts';
import { foldText } from '../../../schema/search-options';

// The alert page's form shows the alert as the server keeps it (CriteriaFields under `criteria.`).
// A zone or a type the page does not offer (a list's city, a postcode, a type since removed) gets a
// box of its own, ticked, so that saving never drops it silently. Values are set as properties and
// labels with text nodes: nothing from the server is read as HTML.

const controls = (form: HTMLFormElement, name: string) =>
  Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`));

function tickOne(form: HTMLFormElement, name: string, value: string) {
  for (const input of controls(form, name)) input.checked = input.value === value;
}

function tickAll(form: HTMLFormElement, name: string, values: readonly string[], numeric: boolean) {
  const boxes = controls(form, name);
  const wanted = new Set(values.map(foldText));
  for (const box of boxes) box.checked = wanted.has(foldText(box.value));
  const offered = new Set(boxes.map((box) => foldText(box.value)));
  const list = form.querySelector(`[data-field="${CSS.escape(name)}"] .choice-list`);
  for (const value of values) {
    if (offered.has(foldText(value)) || !list) continue;
    offered.add(foldText(value));
    const label = document.createElement('label');
    label.className = 'choice';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.name = name;
    box.value = value;
    box.checked = true;
    box.dataset.group = '';
    if (numeric) box.dataset.type = 'number';
    box.setAttribute('aria-invalid', 'false');
    label.append(box, ` ${value}`);
    list.prepend(label);
  }
}

function setNumber(form: HTMLFormElement, name: string, value: number | undefined) {
  const input = controls(form, name)[0];
  if (input) input.value = value === undefined ? '' : String(value);
}

export function fillCriteria(form: HTMLFormElement, view: Pick<AlertView, 'criteria' | 'frequency'>) {
  const { criteria } = view;
  tickOne(form, 'criteria.goal', criteria.goal);
  tickAll(form, 'criteria.propertyTypes', (criteria.propertyTypes ?? []).map(String), true);
  tickAll(form, 'criteria.zones', criteria.zones ?? [], false);
  setNumber(form, 'criteria.budgetMin', criteria.budgetMin);
  setNumber(form, 'criteria.budgetMax', criteria.budgetMax);
  setNumber(form, 'criteria.bedrooms', criteria.bedrooms);
  setNumber(form, 'criteria.minArea', criteria.minArea);
  tickOne(form, 'frequency', view.frequency);
}
