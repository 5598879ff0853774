/**
 * The area in the block editor: the heading and the sample cart's
 * cross-sells (none: the heading alone, so the area stays visible), then its
 * extension blocks.
 */
import type { CartAreaProps } from '../../cart-view';
import { areaEdit } from '../../../../shared-ui/layout/view-edit';
import { CrossSells } from './block';

function Preview( { view }: CartAreaProps ) {
	return (
		<CrossSells
			products={ view.state.cart.crossSells }
			actions={ view.actions }
			pending={ [] }
		/>
	);
}

export const Edit = areaEdit( Preview );
