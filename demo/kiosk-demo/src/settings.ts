/**
 * The test-mode gateways' data, printed by the demo plugin through Kiosk's
 * `kiosk_payment_method_data` filter (`kioskSettings.paymentMethodData`).
 */
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
	const data = window.kioskSettings?.paymentMethodData as
		Record< string, DemoGatewaySettings > | undefined;
	return data?.[ name ] ?? null;
}
