/**
 * Address shapes used by the checkout's address forms.
 */
import type {
	AddressFieldDefinition,
	CountrySettings,
} from '../../../types/store-api';

export type { AddressFieldDefinition, CountrySettings };

/** An address as the form edits it (billing has email too). */
export type AddressValues = Record< string, string >;

export type AddressType = 'billing' | 'shipping';
