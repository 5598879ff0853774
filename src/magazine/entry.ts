/**
 * Handle `kiosk-magazine`: enhances the theme's server-rendered markup
 * (src/magazine/README.md). Each behaviour inits only where its markup
 * exists; swiper, Leaflet and PhotoSwipe are split chunks loaded on demand.
 * Pages without widget markup load `kiosk-magazine-header` instead.
 */
import { MAGAZINE_BEHAVIOURS } from './behaviours';
import { initBehaviours, whenParsed } from './start';

whenParsed( () => initBehaviours( MAGAZINE_BEHAVIOURS ) );
