// The settings of a `vitrine serve` under bench/serve's load: its limits out of the load's way.

/** One key for every instance, as several instances behind a load balancer are given it (VITRINE_CAPTCHA_KEY). */
const CAPTCHA_KEY = 'b'.repeat(40);

/** `store`: VITRINE_DB, a SQLite path or a postgres:// URL; `sync`: SQLite's durability (PostgreSQL keeps its own). */
export function benchServeEnv(store: string, sync: 'NORMAL' | 'FULL' = 'FULL'): NodeJS.ProcessEnv {
  return {
    VITRINE_DB: store,
    // Every beacon of the load is counted: all come from one address.
    VITRINE_PAGE_VIEW_RATE: '100000000',
    VITRINE_DB_SYNC: sync,
    VITRINE_CAPTCHA_KEY: CAPTCHA_KEY,
    // The browser's proof of work is not what is measured: a light one, solved before the run.
    VITRINE_CAPTCHA_WORK: '10',
    VITRINE_FORM_RATE: '10000000',
    // The owner portal's reads of the load come from one owner at one address.
    VITRINE_OWNER_RATE: '10000000',
    VITRINE_SMTP_URL: '',
  };
}
