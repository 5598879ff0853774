/**
 * The checkout in the block editor: the same view, inert, with the
 * inner areas listed for extensions.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Checkout } from './block';

/** The edit component. */
export function Edit() {
	return (
		<div { ...useBlockProps( { className: 'wp-block-kiosk-checkout' } ) }>
			<Checkout isEditor />
		</div>
	);
}
