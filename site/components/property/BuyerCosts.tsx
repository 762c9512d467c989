import type { TFunction } from 'i18next';
import { DEFAULT_LOAN_YEARS, type Language, LOAN_YEARS, type RuleSource } from '../../../schema/index.js';
import { type CostRules, costRulesOn, estimateCosts } from '../../costs/buyer-costs';
import { COST_ROWS, costRowAmounts, euros, rateText } from '../../costs/cost-rows';
import type { BuyerCostsCase } from '../../data/buyer-costs';
import { dayText } from '../../data/day-text.js';
import { useTranslation } from '../../locales/use-translation';

// Issue 46: a sale's buying costs. Without JavaScript, the table of the usual case (the buyer's own
// home where the property can be one, no loan); with it, the visitor's case (site/client/buyer-costs.ts
// recomputes the same lines with the same function). The form waits hidden for that script.

/** "1er janvier 2025": a rule's day (YYYY-MM-DD) in the page's language; noon UTC is that day in Brussels. */
function ruleDayText(day: string, language: Language): string {
  const text = dayText(`${day}T12:00:00.000Z`, language);
  // French writes the first of a month as an ordinal.
  return language === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

function Rule({ text, from, source, language }: { text: string; from?: string; source: RuleSource; language: Language }) {
  const { t } = useTranslation();
  return (
    <li>
      {text} <span className="muted">({from && `${t('costs.rules.since', { date: ruleDayText(from, language) })}; `}</span>
      <a href={source.url} rel="noopener external">
        {t('costs.rules.source', { title: source.title })}
      </a>
      <span className="muted">)</span>
    </li>
  );
}

/** The registration duties' rule in one paragraph: the rate, the relief this property can have, and its conditions. */
function registrationText(costs: BuyerCostsCase, rules: CostRules, t: TFunction, language: Language) {
  const rate = (r: number) => rateText(r, language);
  const { standard, ownHome, ownHomeLand } = rules.duties;
  const parts = [t('costs.rules.registration', { standard: rate(standard) })];
  const relief = costs.land ? ownHomeLand : ownHome;
  if (costs.canBeOwnHome && relief) {
    if (relief.rate < standard)
      parts.push(t(costs.land ? 'costs.rules.landRate' : 'costs.rules.ownHomeRate', { rate: rate(relief.rate) }));
    if (relief.exemption)
      parts.push(
        t(costs.land ? 'costs.rules.landExemption' : 'costs.rules.ownHomeExemption', {
          cap: euros(relief.exemption.priceCap),
          exempt: euros(relief.exemption.amount),
        }),
      );
    if (relief.reduction)
      parts.push(
        t('costs.rules.ownHomeReduction', { cap: euros(relief.reduction.priceCap), amount: euros(relief.reduction.amount) }),
      );
    parts.push(t(`costs.rules.conditions.${costs.region}`));
  }
  return parts.join(' ');
}

function RulesUsed({ costs, rules, language }: { costs: BuyerCostsCase; rules: CostRules; language: Language }) {
  const { t } = useTranslation();
  const rate = (r: number) => rateText(r, language);
  const { duties, notary, deed, mortgage } = rules;
  return (
    <details className="cost-rules">
      <summary>{t('costs.rulesTitle')}</summary>
      <ul>
        {costs.newBuild ? (
          <Rule
            text={t('costs.rules.vat', { rate: rate(rules.vat.rate) })}
            from={rules.vat.from}
            source={rules.vat.source}
            language={language}
          />
        ) : (
          <Rule
            text={registrationText(costs, rules, t, language)}
            from={duties.from}
            source={duties.source}
            language={language}
          />
        )}
        <Rule
          text={t('costs.rules.notary', { vat: rate(notary.vat) })}
          from={notary.from}
          source={notary.source}
          language={language}
        />
        <Rule
          text={t('costs.rules.deed', {
            writingDuty: euros(deed.writingDuty),
            fileFee: euros(deed.saleFileFee),
            creditFileFee: euros(deed.creditFileFee),
            outlays: euros(deed.saleOutlays),
          })}
          from={deed.from}
          source={deed.source}
          language={language}
        />
        <Rule
          text={t('costs.rules.mortgage', {
            registration: rate(mortgage.registration),
            mortgageRight: rate(mortgage.mortgageRight),
            accessories: rate(mortgage.accessories),
          })}
          from={mortgage.from}
          source={mortgage.source}
          language={language}
        />
        <li>{t('costs.rules.monthly')}</li>
      </ul>
    </details>
  );
}

/** The buying costs of a sale on the market (BuyerCostsCase), in its region's rules of the data's day. */
export function BuyerCosts({ costs, language }: { costs: BuyerCostsCase; language: Language }) {
  const { t } = useTranslation();
  const rules = costRulesOn(costs.region, costs.rulesDay);
  if (!rules) return null;
  const relief = costs.land ? rules.duties.ownHomeLand : rules.duties.ownHome;
  // The usual case: the buyer's own home wherever the property and the region allow it, no loan.
  const ownHomeChoice = costs.canBeOwnHome && !costs.newBuild && relief !== null;
  const estimate = estimateCosts(
    {
      price: costs.price,
      newBuild: costs.newBuild,
      ownHome: ownHomeChoice,
      land: costs.land,
      loan: 0,
      yearlyRate: null,
      years: DEFAULT_LOAN_YEARS,
    },
    rules,
  );
  const amounts = costRowAmounts(costs.price, estimate);
  const { purchaseTax } = estimate;
  const label = (row: (typeof COST_ROWS)[number]) =>
    row === 'vat' ? (
      `${t('costs.rows.vat')} (${rateText(rules.vat.rate, language)})`
    ) : row === 'registration' ? (
      <>
        {t('costs.rows.registration')} (<span data-cost-rate>{rateText(purchaseTax.rate, language)}</span>)
        {(['exempt', 'reduction'] as const).map((kind) => {
          const part = kind === 'exempt' ? relief?.exemption : relief?.reduction;
          // Shown while the case has it; the page's script follows the visitor's case (data-cost-relief).
          return (
            part && (
              <span key={kind} className="cost-relief" data-cost-relief={kind} hidden={purchaseTax[kind] === 0}>
                {' '}
                {t(`costs.rows.${kind}`, { amount: euros(part.amount) })}
              </span>
            )
          );
        })}
      </>
    ) : (
      t(`costs.rows.${row}`)
    );
  return (
    <section
      className="buyer-costs"
      aria-labelledby="buyer-costs"
      data-buyer-costs
      data-price={costs.price}
      data-region={costs.region}
      data-day={costs.rulesDay}
      data-new-build={costs.newBuild ? '' : undefined}
      data-land={costs.land ? '' : undefined}
      data-language={language}
    >
      <h2 id="buyer-costs">{t('costs.title')}</h2>
      <p>{t('costs.intro', { region: t(`costs.regions.${costs.region}`), date: ruleDayText(costs.rulesDay, language) })}</p>
      <form className="cost-case" hidden>
        <fieldset>
          <legend>{t('costs.form.legend')}</legend>
          {ownHomeChoice && (
            <label className="check">
              <input type="checkbox" name="ownHome" defaultChecked />
              {t('costs.form.ownHome')}
            </label>
          )}
          <label>
            {t('costs.form.loan')}
            <input type="number" name="loan" min={0} step={1000} inputMode="numeric" />
          </label>
          <label>
            {t('costs.form.rate')}
            <input type="number" name="rate" min={0} max={20} step={0.01} inputMode="decimal" />
          </label>
          <label>
            {t('costs.form.years')}
            <select name="years" defaultValue={DEFAULT_LOAN_YEARS}>
              {LOAN_YEARS.map((years) => (
                <option key={years} value={years}>
                  {t('costs.form.yearsOption', { count: years })}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
      </form>
      <table>
        <caption className="sr-only">{t('costs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('costs.item')}</th>
            <th scope="col">{t('costs.amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('costs.rows.price')}</th>
            <td>{euros(costs.price)}</td>
          </tr>
          {COST_ROWS.map((row) => {
            const amount = amounts[row];
            return (
              <tr
                key={row}
                data-cost-row={row}
                hidden={amount === null}
                className={row === 'total' || row === 'priceAndCosts' ? 'cost-sum' : undefined}
              >
                <th scope="row">{label(row)}</th>
                <td data-cost={row} aria-live={row === 'total' || row === 'monthly' ? 'polite' : undefined}>
                  {amount === null ? '' : euros(amount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RulesUsed costs={costs} rules={rules} language={language} />
    </section>
  );
}
