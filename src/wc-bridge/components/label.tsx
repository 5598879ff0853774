/**
 * `Label` of `wc.blocksCheckout`: `label` shown, `screenReaderLabel` (when
 * given) read instead, in `wrapperElement` (a `span` by default) with
 * `wrapperProps`, as WooCommerce's.
 */
import type { ReactNode } from 'react';

export interface LabelProps {
	label?: ReactNode;
	screenReaderLabel?: ReactNode;
	wrapperElement?: keyof JSX.IntrinsicElements;
	wrapperProps?: Record< string, unknown >;
}

export function Label( {
	label,
	screenReaderLabel,
	wrapperElement: Wrapper = 'span',
	wrapperProps = {},
}: LabelProps ) {
	const hidden = !! screenReaderLabel && screenReaderLabel !== label;
	return (
		<Wrapper { ...( wrapperProps as any ) }>
			<span aria-hidden={ hidden ? 'true' : undefined }>{ label }</span>
			{ hidden && (
				<span className="screen-reader-text">
					{ screenReaderLabel }
				</span>
			) }
		</Wrapper>
	);
}
