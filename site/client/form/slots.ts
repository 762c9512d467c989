// The appointment form's slots (§2 appointment plugin): asked of the server when the page opens,
// each a radio with its day and hours on the agency's clock and the seats left; a full slot shows,
// disabled. The list is built with textContent only.

interface Slot {
  id: string;
  start: string;
  end: string;
  remaining: number;
}

const ZONE = 'Europe/Brussels';

export async function fillSlots(list: HTMLElement, language: string): Promise<void> {
  const text = (key: string) => list.dataset[key] ?? '';
  const say = (message: string) => {
    const p = document.createElement('p');
    p.className = 'muted';
    p.textContent = message;
    list.replaceChildren(p);
  };
  let slots: Slot[];
  try {
    const response = await fetch(`/api/appointments/${encodeURIComponent(list.dataset.slotsFor ?? '')}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    slots = (await response.json()) as Slot[];
  } catch {
    say(text('textFailed'));
    return;
  }
  if (slots.length === 0) {
    say(text('textNone'));
    return;
  }
  const locale = `${language}-BE`;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: ZONE });
  const hour = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  const labels = slots.map((slot, i) => {
    const label = document.createElement('label');
    label.className = 'choice';
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'slotId';
    input.value = slot.id;
    input.disabled = slot.remaining <= 0;
    input.setAttribute('aria-invalid', 'false');
    if (i === 0) input.id = list.dataset.fieldId ?? '';
    const seats =
      slot.remaining <= 0
        ? text('textFull')
        : (slot.remaining === 1 ? text('textSeatsOne') : text('textSeatsOther')).replace('{{count}}', String(slot.remaining));
    label.append(
      input,
      ` ${day.format(new Date(slot.start))}, ${hour.format(new Date(slot.start))}–${hour.format(new Date(slot.end))} (${seats})`,
    );
    return label;
  });
  list.replaceChildren(...labels);
}
