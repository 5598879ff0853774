/**
 * Whether an extension locks its block into its areas
 * (`attributes.lock.default.remove`): a saved tree that lacks it still
 * renders it, as WooCommerce's forced layout adds it.
 */
import type { RegisteredBlock } from '../../registry/checkout-blocks';

export function isForced( block: RegisteredBlock ): boolean {
	const attributes = block.metadata.attributes as
		{ lock?: { default?: { remove?: boolean } } } | undefined;
	return !! attributes?.lock?.default?.remove;
}
