/**
 * The mini-cart contents' toolbar in the block editor: switches between
 * editing the filled and the empty view, as WooCommerce's does.
 */
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockControls } from '../../../shared/inner-blocks-component';
import type { EditedView } from './view-context';

export function ViewSwitcher( {
	edited,
	onChange,
}: {
	edited: EditedView;
	onChange: ( edited: EditedView ) => void;
} ) {
	const views: Array< [ EditedView, string ] > = [
		[ 'filled', __( 'Filled mini cart', 'kiosk' ) ],
		[ 'empty', __( 'Empty mini cart', 'kiosk' ) ],
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
