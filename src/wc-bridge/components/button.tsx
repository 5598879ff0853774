/**
 * `Button` of `wc.blocksCheckout` with WooCommerce's props: `variant`
 * (`contained` by default, `outlined`, `text`, added as a class as
 * WooCommerce does), `removeTextWrap` (children straight in the button
 * instead of in `wc-block-components-button__text`), `href` (a link that
 * looks like the button), `className`, and every other prop onto the
 * element (`onClick`, `disabled`, `type`, `aria-*`…). A button without a
 * `type` is `type="button"`: inside Kiosk's checkout form it never submits
 * the form (WooCommerce's is not in a form).
 */
import type { ReactNode } from 'react';

export interface ButtonProps {
	className?: string;
	children?: ReactNode;
	variant?: 'text' | 'contained' | 'outlined';
	removeTextWrap?: boolean;
	href?: string;
	type?: 'button' | 'submit' | 'reset';
	[ prop: string ]: unknown;
}

export function Button( props: ButtonProps ) {
	const {
		className = '',
		children,
		variant = 'contained',
		removeTextWrap = false,
		href,
		type = 'button',
		...rest
	} = props;
	const classes =
		`wc-block-components-button wp-element-button kiosk-button ${ className } ${ variant }`
			.replace( /\s+/g, ' ' )
			.trim();
	if ( 'href' in props ) {
		return (
			<a href={ href } className={ classes } { ...( rest as object ) }>
				<span className="wc-block-components-button__text">
					{ children }
				</span>
			</a>
		);
	}
	return (
		<button type={ type } className={ classes } { ...( rest as object ) }>
			{ removeTextWrap ? (
				children
			) : (
				<span className="wc-block-components-button__text">
					{ children }
				</span>
			) }
		</button>
	);
}
