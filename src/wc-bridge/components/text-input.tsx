/**
 * `TextInput` of `wc.blocksCheckout` with WooCommerce's props: `id`,
 * `label` (or `screenReaderLabel`, read instead), `value` (entities
 * decoded, as WooCommerce shows it), `onChange( value )`, `onBlur( value )`,
 * `type`, `ariaLabel`, `ariaDescribedBy`, `help` (a hint below, which the
 * input is described by), `feedback` (below the hint), `wrapInput` with
 * `wrapperChildren` (beside the input), `disabled`, `required`,
 * `autoComplete`, `autoCapitalize` (both `off` by default, as
 * WooCommerce's) and every other input attribute; the element through
 * `ref`. A plain field: no validation (that is `ValidatedTextInput`), in
 * Kiosk's field markup with WooCommerce's class names.
 */
import { forwardRef, useState } from '@wordpress/element';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { decodeEntities } from '../../components/notices/sanitize';
import { Label } from './label';

export interface TextInputProps extends Omit<
	InputHTMLAttributes< HTMLInputElement >,
	'onChange' | 'onBlur' | 'value'
> {
	id: string;
	value?: string;
	label?: string;
	ariaLabel?: string;
	ariaDescribedBy?: string;
	screenReaderLabel?: string;
	help?: string;
	feedback?: ReactNode;
	onChange: ( value: string ) => void;
	onBlur?: ( value: string ) => void;
	wrapInput?: boolean;
	wrapperChildren?: ReactNode;
}

export const TextInput = forwardRef< HTMLInputElement, TextInputProps >(
	function WcTextInput(
		{
			className = '',
			id,
			type = 'text',
			ariaLabel,
			ariaDescribedBy,
			label,
			screenReaderLabel,
			help,
			autoCapitalize = 'off',
			autoComplete = 'off',
			value = '',
			onChange,
			onBlur,
			feedback,
			wrapInput = false,
			wrapperChildren = null,
			...rest
		},
		ref
	) {
		const [ focused, setFocused ] = useState( false );
		const active = focused || value !== '';
		return (
			<div
				className={ `wc-block-components-text-input kiosk-text-input${
					active ? ' is-active' : ''
				} ${ className }`.trim() }
			>
				<Label
					label={ label }
					screenReaderLabel={ screenReaderLabel || label }
					wrapperElement="label"
					wrapperProps={ { htmlFor: id } }
				/>
				<div
					className={ `kiosk-text-input__control${
						wrapInput
							? ' wc-block-components-text-input__wrapper'
							: ''
					}` }
				>
					<input
						type={ type }
						id={ id }
						ref={ ref }
						value={ decodeEntities( value ) }
						autoCapitalize={ autoCapitalize }
						autoComplete={ autoComplete }
						aria-label={ ariaLabel || undefined }
						aria-describedby={
							help && ! ariaDescribedBy
								? `${ id }__help`
								: ariaDescribedBy
						}
						onChange={ ( event ) => onChange( event.target.value ) }
						onFocus={ () => setFocused( true ) }
						onBlur={ ( event ) => {
							onBlur?.( event.target.value );
							setFocused( false );
						} }
						{ ...rest }
					/>
					{ wrapInput && wrapperChildren }
				</div>
				{ !! help && (
					<p
						id={ `${ id }__help` }
						className="wc-block-components-text-input__help"
					>
						{ help }
					</p>
				) }
				{ feedback }
			</div>
		);
	}
);
