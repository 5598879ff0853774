/**
 * `Panel` of `wc.blocksCheckout`: a `title` button that shows and hides the
 * children (`initialOpen`, `hasBorder`, `titleTag`, `className`), with
 * WooCommerce's class names and `aria-expanded`.
 */
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';

export function Panel( {
	className = '',
	hasBorder = false,
	initialOpen = false,
	title,
	titleTag: TitleTag = 'div',
	children,
}: {
	className?: string;
	hasBorder?: boolean;
	initialOpen?: boolean;
	title: ReactNode;
	titleTag?: keyof JSX.IntrinsicElements;
	children?: ReactNode;
} ) {
	const [ open, setOpen ] = useState( initialOpen );
	return (
		<div
			className={ [
				'wc-block-components-panel',
				hasBorder && 'has-border',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<TitleTag className="wc-block-components-panel__title">
				<button
					type="button"
					aria-expanded={ open }
					className="wc-block-components-panel__button"
					onClick={ () => setOpen( ! open ) }
				>
					{ title }
				</button>
			</TitleTag>
			{ open && (
				<div className="wc-block-components-panel__content">
					{ children }
				</div>
			) }
		</div>
	);
}
