/**
 * The checkout view, shared by the front end and the editor: the fields
 * column and the totals column (the sidebar), each rendering the saved
 * inner-block tree. In the editor, the columns are the checkout's inner
 * blocks (EditorSlotContext), each laid out by its edit component.
 */
import { useContext, useMemo } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { type Cart, cartStore } from '@kiosk/data';
import { cartLoadError } from '../../components/notices';
import { useContainerWidth } from '../../components/container-width';
import { CheckoutContext } from './context';
import { createEventBus } from '../../shared/checkout/emitter';
import { checkoutSettings } from './settings';
import { useCheckoutSetup } from './hooks/use-checkout-setup';
import { CheckoutPlaceholder } from './checkout-placeholder';
import { MobileSummary } from './inner-blocks/mobile-summary';
import { CheckoutTotals } from './inner-blocks/checkout-totals/frontend';
import { CheckoutForm } from './layout/checkout-form';
import { EditorSlotContext } from './layout/form-state';

/** The whole checkout. `isEditor`: the block editor's view, over the sample cart. */
export function Checkout( { isEditor = false }: { isEditor?: boolean } ) {
	// Only what decides between the form and the placeholder: the cart's
	// parts are selected by the components that show them, so an answer to
	// an address push does not render the whole checkout again.
	const { hasItems, loaded, loadError } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			hasItems: ( store.getCartData() as Cart ).items.length > 0,
			loaded: store.hasCartLoaded() as boolean,
			loadError: cartLoadError( store.getCartErrors() ),
		};
	}, [] );
	const slot = useContext( EditorSlotContext );
	const [ widthRef, width ] = useContainerWidth();
	const narrow = width !== 'is-large';
	const settings = useMemo( checkoutSettings, [] );
	const bus = useMemo( createEventBus, [] );
	const { userId, hasAddresses } = useCheckoutSetup(
		hasItems,
		loaded,
		isEditor
	);
	const isLoggedIn = userId > 0;
	const value = useMemo(
		() => ( { settings, bus, isEditor, isLoggedIn } ),
		[ settings, bus, isEditor, isLoggedIn ]
	);
	const error = isEditor ? '' : loadError;
	if ( error || ! loaded || ! hasAddresses || ! hasItems ) {
		return (
			<CheckoutPlaceholder
				loadError={ error }
				loading={ ! loaded || ! hasAddresses }
				shopUrl={ settings.pages.shop }
			/>
		);
	}
	return (
		<CheckoutContext.Provider value={ value }>
			<div
				ref={ widthRef }
				className={ `kiosk-checkout ${ width }${
					isEditor ? ' is-editor' : ''
				}` }
			>
				{ isEditor && slot ? (
					// In the editor the columns are blocks the owner edits.
					slot
				) : (
					// One of the two summaries, so that extension blocks in the
					// sidebar's tree mount once: the phone's collapsed summary up to
					// 700 px of container width, the sidebar above (style.css hides
					// the other one too, before the width is measured).
					<>
						<div className="kiosk-checkout__main">
							{ narrow && <MobileSummary /> }
							<CheckoutForm />
						</div>
						{ ! narrow && (
							<aside className="kiosk-checkout__sidebar">
								<CheckoutTotals />
							</aside>
						) }
					</>
				) }
			</div>
		</CheckoutContext.Provider>
	);
}
