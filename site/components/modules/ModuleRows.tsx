import type { CSSProperties, ReactNode } from 'react';
import type { Language, Module } from '../../../schema/index.js';
import type { ResolvedModule } from '../../content/resolve-modules.js';
import { useTranslation } from '../../locales/use-translation';
import { textColourOn } from '../../theme/contrast.js';
import { PropertyCard } from '../PropertyCard';
import { StatsList } from '../StatsView';
import { AgencyItems } from './AgencyItems';
import { ArticleItems } from './ArticleItems';
import { ContactItems } from './ContactItems';
import { ModuleFormItem } from './ModuleFormItem';
import { TeamItems } from './TeamItems';

/**
 * §3 Page module: a page's modules in rows; each takes its column widths per device class (sm, md,
 * lg in twelfths), its items per row and its background from the configuration.
 */
export function ModuleRows({
  rows,
  locale,
  form,
  pageTitle,
}: {
  rows: ResolvedModule[][];
  locale: Language;
  /** Which form the page's contact module holds (its page key). */
  form: string;
  pageTitle: string;
}) {
  return (
    <div className="module-rows">
      {rows.map((row) => (
        <div key={row.map((r) => r.module.id).join(' ')} className="module-row">
          {row.map((resolved) => (
            <ModuleFrame key={resolved.module.id} module={resolved.module} locale={locale}>
              <ModuleItems resolved={resolved} locale={locale} form={form} pageTitle={pageTitle} />
            </ModuleFrame>
          ))}
        </div>
      ))}
    </div>
  );
}

function ModuleFrame({ module, locale, children }: { module: Module; locale: Language; children: ReactNode }) {
  const Title = module.titleSize;
  const style = {
    '--sm': module.cols.sm,
    '--md': module.cols.md,
    '--lg': module.cols.lg,
    ...(module.numberItemOfRow && { '--per-row': module.numberItemOfRow, '--per-row-md': Math.min(module.numberItemOfRow, 2) }),
    ...(module.backgroundType === 'color' &&
      module.colorBackground && { background: module.colorBackground, color: textColourOn(module.colorBackground) }),
  } as CSSProperties;
  const classes = ['module', `module-${module.relations.type}`, module.backgroundType === 'color' && 'filled', module.class];
  return (
    <section
      id={module.id}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={module.title ? `${module.id}-title` : undefined}
    >
      {module.title && <Title id={`${module.id}-title`}>{module.title[locale]}</Title>}
      {module.description && <p className="module-description">{module.description[locale]}</p>}
      {children}
    </section>
  );
}

function ModuleItems({
  resolved,
  locale,
  form,
  pageTitle,
}: {
  resolved: ResolvedModule;
  locale: Language;
  form: string;
  pageTitle: string;
}) {
  const { t } = useTranslation();
  // Items sit one level below the module's title; without a title, right under the page's h1.
  const heading = resolved.module.title ? 'h3' : 'h2';
  const view = resolved.module.view;
  switch (resolved.kind) {
    case 'property-list':
      return resolved.items.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="cards">
          {resolved.items.map((card) => (
            <PropertyCard key={card.id} card={card} heading={heading} />
          ))}
        </div>
      );
    case 'stats-view':
      return <StatsList locale={locale} types={resolved.items} heading={heading} />;
    case 'articles':
      return <ArticleItems articles={resolved.items} view={view} locale={locale} heading={heading} pageTitle={pageTitle} />;
    case 'team':
      return <TeamItems members={resolved.items} locale={locale} heading={heading} />;
    case 'agencies':
      return <AgencyItems agencies={resolved.items} locale={locale} heading={heading} />;
    case 'contact':
      return <ContactItems agency={resolved.items} locale={locale} form={form} />;
    case 'form':
      return <ModuleFormItem form={resolved.items} locale={locale} />;
  }
}
