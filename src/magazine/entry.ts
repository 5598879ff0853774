/**
 * Handle `kiosk-magazine`: enhances the theme's server-rendered markup
 * (src/magazine/README.md). Each behaviour inits only where its markup
 * exists; swiper, Leaflet and PhotoSwipe are split chunks loaded on demand.
 * Pages without widget markup load `kiosk-magazine-header` instead. The
 * behaviours start in turns, one task each (behaviours.ts).
 */
import { MAGAZINE_TURNS } from './behaviours';
import { initInTurns, whenParsed } from './start';

whenParsed( () => initInTurns( MAGAZINE_TURNS ) );
