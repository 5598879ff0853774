/**
 * The cart's toolbar in the block editor: switches between editing the
 * filled cart and the empty cart, as WooCommerce's cart does.
 */
import { BlockControls } from '../../../shared/inner-blocks-component';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { EditedCart } from './view-context';

export function ViewSwitcher( {
	edited,
	onChange,
}: {
	edited: EditedCart;
	onChange: ( edited: EditedCart ) => void;
} ) {
	const views: Array< [ EditedCart, string ] > = [
		[ 'filled', __( 'Filled cart', 'kiosk' ) ],
		[ 'empty', __( 'Empty cart', 'kiosk' ) ],
	];
	return (
		<BlockControls>
			<ToolbarGroup>
				{ views.map( ( [ view, label ] ) => (
					<ToolbarButton
						key={ view }
						isPressed={ edited === view }
						onClick={ () => onChange( view ) }
					>
						{ label }
					</ToolbarButton>
				) ) }
			</ToolbarGroup>
		</BlockControls>
	);
}
