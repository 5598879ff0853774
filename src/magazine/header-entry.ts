/**
 * Handle `kiosk-magazine-header`: the frame's behaviours only (header,
 * search, menu, scroll-up), for the pages whose markup holds no magazine
 * widget, such as the cart and the checkout. The theme prints it instead of
 * `kiosk-magazine` (php/theme/inc/behaviours.php).
 */
import { HEADER_BEHAVIOURS } from './header';
import { initBehaviours, whenParsed } from './start';

whenParsed( () => initBehaviours( HEADER_BEHAVIOURS ) );
