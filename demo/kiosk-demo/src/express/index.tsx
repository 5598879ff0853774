/**
 * The test-mode express method: a button that opens a small wallet dialog
 * (loaded on click) where the shopper can pay, close, or make it fail.
 */
import {
	lazy,
	Suspense,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { ExpressPaymentMethodOptions } from '@kiosk/registry';
import { demoGatewaySettings, type ExpressLabels } from '../settings';
import type { ExpressContentProps } from './types';

/**
 * The address a wallet sheet would hand back (fixed demo data); the cart's
 * express flow uses it when the cart has no complete address.
 */
const WALLET_ADDRESS = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	company: '',
	address_1: 'Heidestraße 17',
	address_2: '',
	city: 'Köln',
	state: '',
	postcode: '51147',
	country: 'DE',
	phone: '',
};
const WALLET_EMAIL = 'erika.mustermann@example.com';

const Dialog = lazy(
	() => import( /* webpackChunkName: "express-demo-dialog" */ './dialog' )
);

function ExpressDemoButton(
	props: ExpressContentProps & { labels: ExpressLabels }
) {
	const [ open, setOpen ] = useState( false );
	const authorised = useRef( false );
	const { onPaymentSetup } = props.eventRegistration;
	const success = props.emitResponse.responseTypes.SUCCESS;
	// Only a payment the wallet authorised answers the payment setup.
	useEffect(
		() =>
			onPaymentSetup( () => {
				if ( ! authorised.current ) {
					return true;
				}
				authorised.current = false;
				return {
					type: success,
					meta: {
						paymentMethodData: {
							kiosk_express_demo_authorised: '1',
						},
						billingAddress: {
							...WALLET_ADDRESS,
							email: WALLET_EMAIL,
						},
						shippingAddress: { ...WALLET_ADDRESS },
					},
				};
			} ),
		[ onPaymentSetup, success ]
	);
	const style = props.buttonAttributes
		? {
				height: `${ props.buttonAttributes.height }px`,
				borderRadius: `${ props.buttonAttributes.borderRadius }px`,
			}
		: undefined;
	return (
		<>
			<button
				type="button"
				className="kiosk-express-demo__button"
				style={ style }
				disabled={ props.disabled }
				onClick={ () => {
					props.onClick();
					setOpen( true );
				} }
			>
				{ props.labels.button }
			</button>
			{ open && (
				<Suspense fallback={ null }>
					<Dialog
						{ ...props }
						onAuthorise={ () => ( authorised.current = true ) }
						onDone={ () => setOpen( false ) }
					/>
				</Suspense>
			) }
		</>
	);
}

/** The registration, when the server offers the express gateway. */
export function expressMethod(): ExpressPaymentMethodOptions | null {
	const settings = demoGatewaySettings( 'kiosk_express_demo' );
	const labels = settings?.labels;
	if ( ! settings || ! labels ) {
		return null;
	}
	const content = (
		<ExpressDemoButton
			{ ...( {} as ExpressContentProps ) }
			labels={ labels }
		/>
	);
	return {
		name: 'kiosk_express_demo',
		title: settings.title,
		description: settings.description,
		gatewayId: 'kiosk_express_demo',
		content,
		edit: (
			<button
				type="button"
				className="kiosk-express-demo__button"
				disabled
			>
				{ labels.button }
			</button>
		),
		canMakePayment: () => true,
		supports: {
			features: [ 'products' ],
			style: [ 'height', 'borderRadius' ],
		},
	};
}
