/**
 * `CheckboxControl` of `wc.blocksCheckout`, with WooCommerce's props
 * (`id`, `label` or `children`, `checked`, `onChange( checked )`,
 * `hasError`, `disabled`, `className`) and class names, so an extension's
 * checkbox (Germanized's legal checkboxes) renders and styles as on
 * WooCommerce's checkout block.
 */
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface CheckboxControlProps {
	id?: string;
	className?: string;
	label?: string;
	checked?: boolean;
	onChange: ( checked: boolean ) => void;
	hasError?: boolean;
	disabled?: boolean;
	required?: boolean;
	name?: string;
	children?: ReactNode;
}

export function CheckboxControl( {
	id,
	className = '',
	label,
	checked = false,
	onChange,
	hasError = false,
	disabled = false,
	required,
	name,
	children,
}: CheckboxControlProps ) {
	const fallback = useId();
	const inputId = id || `checkbox-control-${ fallback }`;
	return (
		<div
			className={ `wc-block-components-checkbox kiosk-checkbox${
				hasError ? ' has-error' : ''
			} ${ className }`.trim() }
		>
			<label htmlFor={ inputId }>
				<input
					id={ inputId }
					className="wc-block-components-checkbox__input"
					type="checkbox"
					name={ name }
					checked={ checked }
					required={ required }
					disabled={ disabled }
					aria-invalid={ hasError ? 'true' : 'false' }
					onChange={ ( event ) => onChange( event.target.checked ) }
				/>
				{ label && (
					<span className="wc-block-components-checkbox__label">
						{ label }
					</span>
				) }
				{ children }
			</label>
		</div>
	);
}
