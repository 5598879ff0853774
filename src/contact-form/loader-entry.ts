/**
 * Handle `kiosk-contact-form-loader`: loads Kiosk's contact-form script and
 * what it needs (the list at `kioskSettings.contactForm.list`, dependencies
 * first, with their translations; php/Assets/LazyScriptList.php) on a page
 * whose forms post without it. The newsletter behaviour
 * (src/magazine/newsletter.ts) adds this script when the reader reaches for
 * such a form; the contact-form script then enhances every form still
 * without it.
 */
import { loadScripts } from '../components/script-loader/load-script';
import { fetchList } from '../components/script-loader/fetch-list';
import { preloadScripts } from '../components/script-loader/preload';

const list = window.kioskSettings?.contactForm?.list;
// A list or script that cannot load leaves the forms posting without it.
( list ? fetchList( list ) : Promise.resolve( [] ) )
	.then( ( entries ) => {
		preloadScripts( entries );
		return loadScripts( entries );
	} )
	.catch( () => undefined );
