// https://vike.dev/Wrapper
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { i18nFor } from '../locales/i18n';
import { siteConfig } from '../site-config';

/** The page's language for every component below (the language choice at '/' uses the default). */
export function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  return <I18nextProvider i18n={i18nFor(locale ?? siteConfig().languages.default)}>{children}</I18nextProvider>;
}
