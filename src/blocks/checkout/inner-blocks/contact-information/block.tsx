/**
 * Contact information: email, and 'create an account' with a password
 * and its strength meter where account creation is allowed.
 */
import { lazy, Suspense } from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CHECKOUT_STORE_KEY, checkoutStore } from '@kiosk/checkout-data';
import { ValidatedTextInput } from '../../../../components/checkout/validated-text-input';
import { isEmail } from '../../../../shared/rules/email';
import { useCheckoutContext } from '../../context';
import { useCheckout } from '../../hooks/use-checkout-state';
import { StepHeading } from '../step-heading';

const PasswordStrengthMeter = lazy( () =>
	import(
		/* webpackChunkName: "password-strength" */ '../../../../components/checkout/password-strength'
	).then( ( m ) => ( { default: m.PasswordStrengthMeter } ) )
);

/**
 * The email, with its own subscription to the billing address's email: its
 * value written renders this field, not the step. It is set on the latest
 * billing address in the store.
 */
function Email() {
	const registry = useRegistry();
	const email: string = useSelect(
		( select ) => select( checkoutStore ).getBillingAddress().email || '',
		[]
	);
	return (
		<ValidatedTextInput
			id="email"
			type="email"
			label={ __( 'Email address', 'kiosk' ) }
			autoComplete="email"
			required
			value={ email }
			onChange={ ( value ) =>
				registry.dispatch( checkoutStore ).setBillingAddress( {
					...registry.select( checkoutStore ).getBillingAddress(),
					email: value,
				} )
			}
			customValidation={ ( value ) =>
				isEmail( value )
					? ''
					: __( 'Please enter a valid email address', 'kiosk' )
			}
			customValidityMessage={
				email
					? __( 'Please enter a valid email address', 'kiosk' )
					: undefined
			}
		/>
	);
}

/** The contact information step. */
export function ContactInformation() {
	const { settings, isLoggedIn } = useCheckoutContext();
	const { shouldCreateAccount, password } = useCheckout( ( c ) => ( {
		shouldCreateAccount: c.getShouldCreateAccount(),
		password: c.getCustomerPassword(),
	} ) );
	const { __internalSetShouldCreateAccount, __internalSetCustomerPassword } =
		useDispatch( CHECKOUT_STORE_KEY ) as unknown as Record<
			string,
			( v: unknown ) => void
		>;
	const canCreate = ! isLoggedIn && settings.accountCreation;
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__contact-information">
			<StepHeading
				title={ __( 'Contact information', 'kiosk' ) }
				description={ __(
					"We'll use this email to send you details and updates about your order.",
					'kiosk'
				) }
			/>
			<Email />
			{ canCreate && (
				<div className="kiosk-checkbox">
					<input
						id="create-account"
						type="checkbox"
						checked={ shouldCreateAccount }
						onChange={ ( e ) =>
							__internalSetShouldCreateAccount( e.target.checked )
						}
					/>
					<label htmlFor="create-account">
						{ __( 'Create an account with Kiosk', 'kiosk' ) }
					</label>
				</div>
			) }
			{ canCreate && shouldCreateAccount && (
				<>
					<ValidatedTextInput
						id="account-password"
						type="password"
						label={ __( 'Create a password', 'kiosk' ) }
						autoComplete="new-password"
						required
						live
						value={ password }
						onChange={ ( value ) =>
							__internalSetCustomerPassword( value )
						}
					/>
					<Suspense fallback={ null }>
						<PasswordStrengthMeter password={ password } />
					</Suspense>
				</>
			) }
		</fieldset>
	);
}
