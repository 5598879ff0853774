/**
 * A text input that registers its error in `kiosk/validation` under its
 * id: hidden until blur (or an explicit show), cleared on unmount or when
 * the value becomes valid (SPEC section 5).
 *
 * What is typed reaches `onChange` through a draft (./draft.ts): after a
 * short pause, on blur, on unmount or before the order is placed, and on
 * every key while the field's error is shown or the field is `live`.
 */
import {
	flushSync,
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { createDraft, type Draft } from './draft';
import { useFieldValidation } from '../validation/use-validation-error';
import { requiredMessage } from '../../../data/checkout/address-rules';

export interface ValidatedTextInputProps {
	id: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	type?: string;
	required?: boolean;
	autoComplete?: string;
	autoCapitalize?: string;
	/** Extra check; returns a message when invalid. */
	customValidation?: ( value: string ) => string;
	/** Overrides the default message for native validity failures. */
	customValidityMessage?: string;
	className?: string;
	inputRef?: ( element: HTMLInputElement | null ) => void;
	/** The whole label shown when not required, e.g. 'Company (optional)'. */
	optionalLabel?: string;
	onBlur?: () => void;
	maxLength?: number;
	/** Hands every keystroke to `onChange` at once (a strength meter follows it). */
	live?: boolean;
}

/** The message for the current value ('' when valid). */
export function messageFor(
	input: HTMLInputElement | null,
	value: string,
	props: Pick<
		ValidatedTextInputProps,
		'label' | 'required' | 'customValidation' | 'customValidityMessage'
	>
): string {
	const trimmed = value.trim();
	if ( props.required && ! trimmed ) {
		return props.customValidityMessage || requiredMessage( props.label );
	}
	// `validity` rather than checkValidity(): the same answer without an
	// 'invalid' event on every keystroke while the value is incomplete.
	if ( input && ! input.validity.valid ) {
		return props.customValidityMessage || requiredMessage( props.label );
	}
	return trimmed || props.required
		? props.customValidation?.( trimmed ) || ''
		: '';
}

/**
 * The input with label and error. The input sits in its own box
 * (`kiosk-text-input__control`, fixed height, size and layout containment),
 * which the browser lays out alone on a keystroke instead of the page.
 */
export function ValidatedTextInput( props: ValidatedTextInputProps ) {
	const {
		id,
		label,
		value,
		onChange,
		type = 'text',
		required = false,
	} = props;
	const element = useRef< HTMLInputElement | null >( null );
	// Stable, so React hands the node over again only when `inputRef`
	// changes, not on every render (a ref that focuses would take the
	// shopper's next click or Tab back).
	const { inputRef } = props;
	const setElement = useCallback(
		( node: HTMLInputElement | null ) => {
			element.current = node;
			inputRef?.( node );
		},
		[ inputRef ]
	);
	const [ focused, setFocused ] = useState( false );
	const message = messageFor( element.current, value, props );
	const { shown, show } = useFieldValidation( id, message );
	const draft = useDraft( element, value, onChange );
	const active = focused || value !== '';
	return (
		<div
			className={ `kiosk-text-input${ active ? ' is-active' : '' }${ shown ? ' has-error' : '' } ${ props.className || '' }` }
		>
			<label htmlFor={ id }>
				{ ! required && props.optionalLabel
					? props.optionalLabel
					: label }
			</label>
			<div className="kiosk-text-input__control">
				<input
					id={ id }
					ref={ setElement }
					type={ type }
					defaultValue={ value }
					required={ required }
					autoComplete={ props.autoComplete }
					autoCapitalize={ props.autoCapitalize }
					maxLength={ props.maxLength }
					aria-invalid={ shown ? 'true' : 'false' }
					aria-describedby={
						shown ? `validate-error-${ id }` : undefined
					}
					onChange={ ( event ) =>
						draft.type( event.target.value, !! shown || props.live )
					}
					onFocus={ () => setFocused( true ) }
					onBlur={ () => {
						// The held value, rendered with its message, before that
						// message is shown.
						if ( draft.held() ) {
							flushSync( draft.flush );
						}
						setFocused( false );
						show();
						props.onBlur?.();
					} }
				/>
			</div>
			{ shown && (
				<p
					className="kiosk-validation-error"
					id={ `validate-error-${ id }` }
					role="alert"
				>
					{ shown }
				</p>
			) }
		</div>
	);
}

/**
 * The input's draft: writes through the latest `onChange`, is flushed when
 * the field unmounts, and puts a new `value` from the store into the input
 * unless the shopper's own typing is still held back.
 */
function useDraft(
	element: { current: HTMLInputElement | null },
	value: string,
	onChange: ( value: string ) => void
): Draft {
	const latest = useRef( onChange );
	latest.current = onChange;
	const ref = useRef< Draft | null >( null );
	if ( ! ref.current ) {
		ref.current = createDraft( ( typed ) => latest.current( typed ) );
	}
	const draft = ref.current;
	useEffect( () => () => draft.flush(), [ draft ] );
	useLayoutEffect( () => {
		const input = element.current;
		if ( input && ! draft.held() && input.value !== value ) {
			input.value = value;
		}
	}, [ element, draft, value ] );
	return draft;
}
