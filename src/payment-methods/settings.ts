/**
 * Reads a gateway's inline settings (`kioskSettings.paymentMethodData`).
 */
import type { PaymentMethodSettings } from '../types/store-api';

/** The settings of one gateway, or null when the server did not print it. */
export function gatewaySettings( name: string ): PaymentMethodSettings | null {
	const data = (
		typeof window !== 'undefined'
			? window.kioskSettings?.paymentMethodData
			: undefined
	) as Record< string, PaymentMethodSettings > | undefined;
	return data?.[ name ] ?? null;
}
