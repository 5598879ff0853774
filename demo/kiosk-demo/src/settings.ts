/**
 * The test-mode gateways' data: their block integration's
 * `get_payment_method_data()`, read as WooCommerce makes it readable
 * (`getSetting( '<name>_data' )`).
 */
import { getSetting } from '@woocommerce/settings';
import type { PaymentMethodSettings } from '../../../src/types/store-api';

/** The express wallet dialog's texts (German, from the demo plugin). */
export interface ExpressLabels {
	button: string;
	heading: string;
	intro: string;
	pay: string;
	cancel: string;
	simulate: string;
	declined: string;
}

export interface DemoGatewaySettings extends PaymentMethodSettings {
	testMode?: boolean;
	note?: string;
	labels?: ExpressLabels;
}

/** One gateway's data, or null when the server did not offer it. */
export function demoGatewaySettings(
	name: string
): DemoGatewaySettings | null {
	return getSetting< DemoGatewaySettings | null >( `${ name }_data`, null );
}
