/**
 * The cart block in the editor: the same view as the frontend (block.tsx)
 * over a sample cart, with its inner blocks locked like WooCommerce's.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { InnerBlocks } from '../../shared/inner-blocks-component';
import { __ } from '@wordpress/i18n';
import { CartLayout } from './block';
import { cartSettings } from '../../shared/cart/settings';
import { previewCart } from '../../shared/cart/preview-cart';
import type { CartActions } from '../../shared/cart/use-store-cart';

/** The inner-block template: every named area of the cart. */
export const TEMPLATE: Array<
	[ string, Record< string, unknown >, unknown[] ]
> = [
	[
		'kiosk/filled-cart-block',
		{},
		[
			[
				'kiosk/cart-items-block',
				{},
				[
					[ 'kiosk/cart-line-items-block', {}, [] ],
					[ 'kiosk/cart-cross-sells-block', {}, [] ],
				],
			],
			[
				'kiosk/cart-totals-block',
				{},
				[
					[ 'kiosk/cart-order-summary-block', {}, [] ],
					[ 'kiosk/cart-express-payment-block', {}, [] ],
					[ 'kiosk/proceed-to-checkout-block', {}, [] ],
				],
			],
		],
	],
	[ 'kiosk/empty-cart-block', {}, [] ],
];

const noop = () => Promise.resolve( undefined as never );
const previewActions: CartActions = {
	changeCartItemQuantity: noop,
	removeItemFromCart: noop,
	applyCoupon: noop,
	removeCoupon: noop,
	selectShippingRate: noop,
	updateCustomerData: noop,
	addItemToCart: noop,
};

/** The editor view. */
export function Edit() {
	const blockProps = useBlockProps( { className: 'wp-block-kiosk-cart' } );
	const state = {
		cart: previewCart(),
		errors: [],
		isLoading: false,
		pendingQuantity: [],
		pendingDelete: [],
		pendingAdd: [],
		isApplyingCoupon: false,
		removingCoupon: '',
		isUpdatingCustomer: false,
		isSelectingRate: false,
	};
	return (
		<div { ...blockProps } aria-label={ __( 'Cart', 'kiosk' ) }>
			<div
				{ ...( { inert: '' } as Record< string, string > ) }
				style={ { pointerEvents: 'none' } }
			>
				<CartLayout
					view={ {
						state,
						actions: previewActions,
						settings: cartSettings(),
					} }
				/>
			</div>
			<div hidden>
				<InnerBlocks
					template={ TEMPLATE as never }
					templateLock="all"
					renderAppender={ false }
				/>
			</div>
		</div>
	);
}

/** Saves the inner blocks; the frontend renders the cart. */
export function Save() {
	return <InnerBlocks.Content />;
}
