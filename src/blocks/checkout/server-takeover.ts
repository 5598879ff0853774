/**
 * The takeover of the checkout's first step printed by the server
 * (php/Blocks/CheckoutMarkup): a shopper may have typed into its text
 * fields before this script ran. Read once, as the checkout mounts: the
 * values typed go into the checkout store before the first render (so the
 * client's fields show them), the field the shopper is in keeps the focus
 * and the cursor after it, and the typed address then goes to the server
 * as any edit does.
 */
import { dispatch, select } from '@wordpress/data';
import { checkoutStore, type AddressType } from '@kiosk/checkout-data';
import { addressFieldId } from '../../components/checkout/address/fields';
import { normalizePostcode } from '../../shared/rules/postcode';

/** What the shopper did in the server's step. */
export interface ServerStep {
	/** Field key => value typed, per address (the email is billing's). */
	typed: Record< AddressType, Record< string, string > >;
	/** The field the shopper is in, with the selection. */
	focus: { id: string; start: number | null; end: number | null } | null;
}

/**
 * Reads what was typed into the server's step in `container` (null when
 * the container holds none). `keys`: the address fields' keys, for
 * extension keys whose id lost their slash. `before`: an earlier reading,
 * whose fields count even when they are back at the server's value (typed,
 * then emptied again while React rendered).
 */
export function readServerStep(
	container: HTMLElement,
	keys: string[],
	before?: ServerStep | null
): ServerStep | null {
	const step = container.querySelector( '.kiosk-checkout--server' );
	if ( ! step ) {
		return null;
	}
	const typed: ServerStep[ 'typed' ] = { billing: {}, shipping: {} };
	const ids = new Map< string, [ AddressType, string ] >();
	for ( const type of [ 'billing', 'shipping' ] as AddressType[] ) {
		for ( const key of keys ) {
			ids.set( addressFieldId( type, key ), [ type, key ] );
		}
	}
	ids.set( 'email', [ 'billing', 'email' ] );
	step.querySelectorAll< HTMLInputElement >( 'input' ).forEach( ( input ) => {
		const field = ids.get( input.id );
		if (
			field &&
			input.type !== 'checkbox' &&
			input.type !== 'radio' &&
			( input.value !== input.defaultValue ||
				before?.typed[ field[ 0 ] ][ field[ 1 ] ] !== undefined )
		) {
			typed[ field[ 0 ] ][ field[ 1 ] ] =
				field[ 1 ] === 'postcode'
					? normalizePostcode( input.value )
					: input.value;
		}
	} );
	const active = container.ownerDocument.activeElement;
	const focus =
		active instanceof HTMLInputElement && step.contains( active )
			? {
					id: active.id,
					start: active.selectionStart,
					end: active.selectionEnd,
				}
			: null;
	return { typed, focus };
}

/** Puts what was typed into the checkout store (after it was seeded from the cart). */
export function seedTyped( step: ServerStep ): void {
	const store = select( checkoutStore );
	const actions = dispatch( checkoutStore );
	if ( Object.keys( step.typed.billing ).length ) {
		actions.setBillingAddress( {
			...store.getBillingAddress(),
			...step.typed.billing,
		} );
	}
	if ( Object.keys( step.typed.shipping ).length ) {
		actions.setShippingAddress( {
			...store.getShippingAddress(),
			...step.typed.shipping,
		} );
	}
}

/**
 * After the client's first render: the focus back in the field the shopper
 * was in, and what was typed sent to the server as an edit is (the
 * checkout pushes address changes it sees after it mounted, not the ones
 * it started with).
 */
export function afterTakeover( step: ServerStep ): void {
	const { focus } = step;
	const input = focus
		? ( document.getElementById( focus.id ) as HTMLInputElement | null )
		: null;
	if ( input && focus ) {
		input.focus();
		try {
			input.setSelectionRange( focus.start, focus.end );
		} catch {
			// An email field has no selection.
		}
	}
	const store = select( checkoutStore );
	const actions = dispatch( checkoutStore );
	if ( Object.keys( step.typed.billing ).length ) {
		actions.setBillingAddress( { ...store.getBillingAddress() } );
	}
	if ( Object.keys( step.typed.shipping ).length ) {
		actions.setShippingAddress( { ...store.getShippingAddress() } );
	}
}
