import { bindHearts } from './hearts';

// Issue 17: the favourite buttons of the pages with property cards and of the property page, loaded
// by the header's few inline bytes only where the page has one (site/components/FavouritesLink.tsx).
bindHearts();
