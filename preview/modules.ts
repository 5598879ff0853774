/**
 * The preview host's feature modules, in load order.
 */
import type { HostModule } from './host-module';
import magazine from './magazine';
import contactForm from './contact-form';
import rsvp from './rsvp';
import storeApi from './store-api';
import previewAdmin from './admin';
import checkoutPages from './checkout-pages';
import accessibility from './accessibility';
import shopPages from './shop-pages';

export const MODULES: HostModule[] = [
	magazine,
	contactForm,
	rsvp,
	storeApi,
	previewAdmin,
	checkoutPages,
	accessibility,
	shopPages,
];
