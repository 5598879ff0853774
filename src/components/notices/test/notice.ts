import type { Notice } from '../../../data/notices/types';

/** An error notice of the cart, dismissible; `overrides` change it. */
export const notice = ( overrides: Partial< Notice > = {} ): Notice => ( {
	id: 'n1',
	status: 'error',
	content: 'Fehler',
	type: 'default',
	isDismissible: true,
	context: 'kiosk/cart',
	...overrides,
} );
