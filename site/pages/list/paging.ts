/** §9 Limits: cards per listing page (a multiple of the 4-column grid). */
export const CARDS_PER_PAGE = 12;

export const pageCount = (items: number) => Math.max(1, Math.ceil(items / CARDS_PER_PAGE));
