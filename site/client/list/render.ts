import { fillTemplate, pageLinks } from '../../search/list-filter';

// Small DOM helpers of the list's script: every text is set with textContent, never as HTML.

export const link = (href: string, text: string, rel?: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (rel) a.rel = rel;
  return a;
};

export const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]) => {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.append(...children);
  return el;
};

/** The same markup as site/components/list/ListPaging.tsx. */
export function pagingNodes(
  page: number,
  pages: number,
  hrefOf: (page: number) => string,
  labels: { previous: string; next: string; pageLink: string },
): Node[] {
  const nodes: Node[] = [];
  if (page > 1) nodes.push(link(hrefOf(page - 1), labels.previous, 'prev'));
  if (pages > 1) {
    const list = element('ol', 'paging-numbers');
    for (const p of pageLinks(page, pages)) {
      const item = document.createElement('li');
      if (p === null) {
        item.setAttribute('aria-hidden', 'true');
        item.textContent = '…';
      } else {
        const a = link(hrefOf(p), String(p));
        a.setAttribute('aria-label', fillTemplate(labels.pageLink, { page: p }));
        if (p === page) a.setAttribute('aria-current', 'page');
        item.append(a);
      }
      list.append(item);
    }
    nodes.push(list);
  }
  if (page < pages) nodes.push(link(hrefOf(page + 1), labels.next, 'next'));
  return nodes;
}
