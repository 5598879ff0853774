/**
 * Handle `kiosk-contact-form`: replaces Contact Form 7's script on pages
 * with a form. Reads the plugin's `wpcf7` configuration (or Kiosk's
 * settings) and enhances every unit once the DOM is ready.
 */
import { init } from './init';
import type { Wpcf7Config } from './request';
import './contact-form.css';

declare global {
	interface Window {
		wpcf7?: Wpcf7Config;
	}
}

function config(): Wpcf7Config | undefined {
	const settings = window.kioskSettings || {};
	return (
		window.wpcf7 || {
			api: {
				root: String( settings.restRoot || '/wp-json/' ),
				namespace: 'contact-form-7/v1',
			},
			cached: 1,
		}
	);
}

const start = () => init( document, config() );
if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
