/**
 * Address shapes used by the checkout's address forms.
 */
import type {
	AddressFieldDefinition,
	CountrySettings,
} from '../../../types/store-api';

export type { AddressFieldDefinition, CountrySettings };

/** An address as the form edits it, and which one: the checkout store's. */
export type {
	AddressType,
	AddressValues,
} from '../../../data/checkout/addresses';
