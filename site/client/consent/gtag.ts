// Google's data layer and gtag() (Consent Mode v2 speaks through it). Commands queue in
// window.dataLayer until a tag loads and reads them, so calls before any tag are safe and ordered.

declare global {
  interface Window {
    dataLayer: unknown[];
    fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
    _fbq?: unknown;
  }
}

window.dataLayer = window.dataLayer || [];

/** gtag('consent', 'default', …) and its kin: gtag.js reads only `arguments` objects from the layer. */
export function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself
  window.dataLayer.push(arguments);
}

/** A plain data-layer event (Tag Manager's triggers read these). */
export function pushEvent(event: string, params: Record<string, unknown> = {}): void {
  window.dataLayer.push({ event, ...params });
}
