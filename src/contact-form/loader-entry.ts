/**
 * Handle `kiosk-contact-form-loader`: loads Kiosk's contact-form script and
 * what it needs (`kioskSettings.contactForm.scripts`, dependencies first,
 * with their translations) on a page whose forms post without it. The
 * newsletter behaviour (src/magazine/newsletter.ts) adds this script when
 * the reader reaches for such a form; the contact-form script then
 * enhances every form still without it.
 */
import { loadScripts } from '../components/script-loader/load-script';

// A script that cannot load leaves the forms posting without it.
loadScripts( window.kioskSettings?.contactForm?.scripts || [] ).catch(
	() => undefined
);
