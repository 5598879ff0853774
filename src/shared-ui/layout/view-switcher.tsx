/**
 * The block toolbar's switch between editing a cart's filled and its empty
 * view, as WooCommerce's cart and mini-cart contents have it. Each block
 * passes its own labels.
 */
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { BlockControls } from '../inner-blocks-component';

/** The view being edited. */
export type EditedView = 'filled' | 'empty';

export function ViewSwitcher( {
	edited,
	onChange,
	labels,
}: {
	edited: EditedView;
	onChange: ( edited: EditedView ) => void;
	labels: Record< EditedView, string >;
} ) {
	const views: EditedView[] = [ 'filled', 'empty' ];
	return (
		<BlockControls>
			<ToolbarGroup>
				{ views.map( ( view ) => (
					<ToolbarButton
						key={ view }
						isPressed={ edited === view }
						onClick={ () => onChange( view ) }
					>
						{ labels[ view ] }
					</ToolbarButton>
				) ) }
			</ToolbarGroup>
		</BlockControls>
	);
}
