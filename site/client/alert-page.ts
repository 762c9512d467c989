import type { ALERT_API, ALERT_PAGE_QUERY, AlertView } from '../../schema/alerts';
import { FORM_ERRORS, FORM_SUCCESS } from '../../schema/forms/messages';
import { LANGUAGES, type Language } from '../../schema/spec/languages';
import { fillTemplate } from '../search/list-filter';
import { type ApiAnswer, callApi } from './alert/api';
import { fillCriteria } from './alert/fill-criteria';
import { formBody } from './form/body';
import { clearErrors, showErrors } from './form/errors';

// Issue 17, the alert page (site/components/alert/AlertPage.tsx): the link's alert and token, the
// alert as the server has it, and the buttons that confirm, change or stop it. Nothing is sent
// before the visitor presses one (mail scanners open the links); every text the server gives is set
// with textContent. The API's paths and the link's names come with the page (schema/alerts.ts), so
// that this script carries no schema.

interface Texts {
  loading: string;
  recipient: string;
  confirmed: string;
  alreadyConfirmed: string;
  saved: string;
  stopped: string;
  wrongLink: string;
  unreachable: string;
}

const lang = document.documentElement.lang as Language;
const language: Language = LANGUAGES.includes(lang) ? lang : 'fr';
const root = document.querySelector<HTMLElement>('[data-alert-page]');
const part = (name: string) => root?.querySelector<HTMLElement>(`[data-alert-${name}]`) ?? null;
const texts = JSON.parse(root?.dataset.texts ?? '{}') as Texts;
const api = JSON.parse(root?.dataset.api ?? '{}') as typeof ALERT_API;
const names = JSON.parse(root?.dataset.query ?? '{}') as typeof ALERT_PAGE_QUERY;
const query = new URLSearchParams(location.search);
const alert = query.get(names.alert);
const token = query.get(names.token);
const form = root?.querySelector<HTMLFormElement>('form[data-alert-form]') ?? null;
/** What every call about this alert carries; `language` for the texts of the answer. */
const key = { alert: Number(alert), token, language };

/** The page's own line: what happens, or why not; the focus goes there after a button. */
function say(text: string, error = false, focus = false) {
  const status = part('status');
  if (!status) return;
  status.textContent = text;
  status.classList.toggle('error', error);
  if (focus) status.focus();
}

/** Why the server refused: its own sentence where it has one (a wrong link: 404). */
function refusal(answer: ApiAnswer): string {
  if (answer.status === 404 || answer.status === 400) return answer.body.message ?? texts.wrongLink;
  if (answer.status === 429) return answer.body.message ?? FORM_ERRORS[language].tooManyRequests;
  return answer.body.message ?? FORM_ERRORS[language].apiError;
}

/** A call about this alert: its answer, or null once the page has said why it did not go through. */
async function call(path: string, body?: Record<string, unknown>): Promise<ApiAnswer | null> {
  try {
    const answer = await callApi(path, language, { body });
    if (answer.ok) return answer;
    say(refusal(answer), true, true);
  } catch {
    say(texts.unreachable, true, true);
  }
  return null;
}

const isView = (body: ApiAnswer['body']): body is ApiAnswer['body'] & AlertView =>
  typeof body.state === 'string' && typeof body.criteria === 'object' && body.criteria !== null;

/** Shows the parts of the page that apply to the alert's state. */
function show(view: AlertView, message?: string) {
  const recipient = part('recipient');
  if (recipient) {
    recipient.textContent = fillTemplate(texts.recipient, { email: view.email });
    recipient.hidden = false;
  }
  const { state } = view;
  const parts = {
    confirm: state === 'unconfirmed',
    manage: state === 'active',
    stop: state === 'active',
    again: state === 'unsubscribed',
  };
  for (const [name, shown] of Object.entries(parts)) part(name)?.toggleAttribute('hidden', !shown);
  if (state === 'active' && form) fillCriteria(form, view);
  if (message) say(message, false, true);
  else if (state === 'unsubscribed') say(texts.stopped);
  else if (state === 'active' && query.get(names.confirm) === '1') say(texts.alreadyConfirmed);
  else say('');
}

async function load() {
  const answer = await call(
    `${api.view}${encodeURIComponent(alert ?? '')}?${new URLSearchParams({ token: token ?? '', language })}`,
  );
  if (!answer) return;
  if (isView(answer.body)) show(answer.body);
  else say(FORM_ERRORS[language].apiError, true);
}

/** Runs a button's call once at a time. */
function onPress(action: 'confirm' | 'unsubscribe', done: (answer: ApiAnswer) => void) {
  const button = root?.querySelector<HTMLButtonElement>(`[data-alert-action="${action}"]`);
  let busy = false;
  button?.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    try {
      const answer = await call(api[action], key);
      if (answer) done(answer);
    } finally {
      busy = false;
      button.removeAttribute('aria-disabled');
    }
  });
}

/** The criteria form: checked with the server's schema (a chunk fetched on the first focus), then saved. */
function setUpForm(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>('[data-status]');
  const button = form.querySelector('button[type="submit"]');
  const sayHere = (text: string, error = false) => {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('error', error);
  };
  const check = () => import('./alert/check');
  form.addEventListener('focusin', () => void check().catch(() => undefined), { once: true });
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button?.setAttribute('aria-disabled', 'true');
    try {
      const body = { ...key, ...formBody(form) };
      const errors = (await check()).updateErrors(body, language);
      if (errors) {
        sayHere(showErrors(form, errors).join(' '), true);
        return;
      }
      clearErrors(form);
      sayHere(form.dataset.textSending ?? '');
      const answer = await callApi(api.update, language, { body });
      if (answer.ok) sayHere(answer.body.message ?? texts.saved);
      else if (answer.status === 400 && answer.body.errors) sayHere(showErrors(form, answer.body.errors).join(' '), true);
      else sayHere(refusal(answer), true);
    } catch {
      sayHere(texts.unreachable, true);
    } finally {
      busy = false;
      button?.removeAttribute('aria-disabled');
    }
  });
}

if (root && (alert !== null || token !== null)) {
  part('intro')?.setAttribute('hidden', '');
  if (!alert || !/^[1-9]\d{0,11}$/.test(alert) || !token) say(texts.wrongLink, true);
  else {
    say(texts.loading);
    // The e-mail's "unsubscribe" link: the stop button comes first.
    const stop = part('stop');
    if (query.get(names.unsubscribe) === '1' && stop) part('manage')?.before(stop);
    onPress('confirm', (answer) => (isView(answer.body) ? show(answer.body, answer.body.message ?? texts.confirmed) : load()));
    onPress('unsubscribe', (answer) => {
      for (const name of ['confirm', 'manage', 'stop']) part(name)?.setAttribute('hidden', '');
      part('again')?.removeAttribute('hidden');
      // §8: "Vous avez été désinscrit", as the server says it.
      say(answer.body.message ?? FORM_SUCCESS[language].unsubscribed, false, true);
    });
    if (form) setUpForm(form);
    void load();
  }
}
