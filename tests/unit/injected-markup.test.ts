import { describe, expect, it } from 'vitest';
import { injectedMarkup } from '../support/injected-markup.js';

// The check the hostile-text tests rely on finds what a browser would run, and not escaped text.

describe('injectedMarkup', () => {
  it('finds a script holding the text, a handler attribute and a script URL, however written', () => {
    expect(injectedMarkup('<p><script>alert(1)</script></p>')).toHaveLength(1);
    expect(injectedMarkup('<img src=x onerror=alert(1)>')).toEqual(['<img onerror>']);
    expect(injectedMarkup('<svg onload=alert(1)>')).toEqual(['<svg onload>']);
    expect(injectedMarkup('<a href=" JaVa&#x09;ScRiPt:alert(1)">x</a>')).toHaveLength(1);
    expect(injectedMarkup('<form action="vbscript:msgbox(1)"></form>')).toHaveLength(1);
    expect(injectedMarkup('<iframe src="data:text/html,x"></iframe>')).toHaveLength(1);
  });

  it('lets the same texts pass as text, and our own scripts', () => {
    expect(injectedMarkup('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>')).toEqual([]);
    expect(injectedMarkup('<p>javascript:alert(1)</p><a href="/fr/">x</a>')).toEqual([]);
    expect(injectedMarkup('<script>window.dataLayer=[]</script><img src="data:image/png;base64,AAAA">')).toEqual([]);
  });
});
