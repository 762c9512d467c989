import { DEFAULT_LOAN_YEARS } from '../../schema/spec/buyer-costs';
import type { Language } from '../../schema/spec/languages';
import type { Region } from '../../schema/spec/regions';
import { costRulesOn, estimateCosts } from '../costs/buyer-costs';
import { COST_ROWS, costRowAmounts, euros, rateText } from '../costs/cost-rows';

// Issue 46: the costs table of a sale (site/components/property/BuyerCosts.tsx) follows the visitor's
// case: own home or not, a loan, its rate and term. Loaded by the page's script on the first change
// of the form; every line is computed by the function that rendered the page's table.

/** A number the visitor typed, or null when the field is empty or not a number ≥ 0. */
function amountIn(form: HTMLFormElement, name: string): number | null {
  const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  if (!field || field.value.trim() === '') return null;
  const value = Number(field.value.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function setUpBuyerCosts(section: HTMLElement): void {
  const form = section.querySelector<HTMLFormElement>('form.cost-case');
  const { price, region, day, language } = section.dataset;
  const rules = costRulesOn(region as Region, day ?? '');
  if (!form || !rules || !price) return;
  const newBuild = section.dataset.newBuild !== undefined;
  const land = section.dataset.land !== undefined;
  const update = () => {
    const ownHomeBox = form.elements.namedItem('ownHome') as HTMLInputElement | null;
    const ownHome = ownHomeBox?.checked === true;
    const rate = amountIn(form, 'rate');
    const estimate = estimateCosts(
      {
        price: Number(price),
        newBuild,
        ownHome,
        land,
        loan: amountIn(form, 'loan') ?? 0,
        yearlyRate: rate === null ? null : rate / 100,
        years: amountIn(form, 'years') ?? DEFAULT_LOAN_YEARS,
      },
      rules,
    );
    const amounts = costRowAmounts(Number(price), estimate);
    for (const row of COST_ROWS) {
      const line = section.querySelector<HTMLElement>(`[data-cost-row="${row}"]`);
      const cell = section.querySelector<HTMLElement>(`[data-cost="${row}"]`);
      const amount = amounts[row];
      if (line) line.hidden = amount === null;
      if (cell) cell.textContent = amount === null ? '' : euros(amount);
    }
    const rateCell = section.querySelector<HTMLElement>('[data-cost-rate]');
    if (rateCell && estimate.purchaseTax.kind === 'registration')
      rateCell.textContent = rateText(estimate.purchaseTax.rate, language as Language);
    for (const relief of section.querySelectorAll<HTMLElement>('[data-cost-relief]')) {
      const kind = relief.dataset.costRelief === 'reduction' ? 'reduction' : 'exempt';
      relief.hidden = estimate.purchaseTax[kind] === 0;
    }
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  // Nothing to send: the form only describes the case.
  form.addEventListener('submit', (event) => event.preventDefault());
  update();
}
