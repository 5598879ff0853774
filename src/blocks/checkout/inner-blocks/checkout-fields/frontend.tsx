/**
 * The checkout fields column on the front end: renders the saved inner-block
 * tree (each area's frontend component where the owner put it, extension
 * blocks where they were saved or where their lock forces them). Without a
 * saved tree, the default layout: every area in page order, each followed by
 * the extension blocks registered for it. In the block editor, the
 * checkout's InnerBlocks take the areas' place.
 */
import { memo, useContext } from '@wordpress/element';
import {
	EditorSlotContext,
	FormStateContext,
	type AreaProps,
} from '../../layout/form-state';
import { LayoutContext } from '../../../../shared-ui/layout/tree';
import { RegisteredBlocks } from '../../registered-blocks';
import { AreaTree } from '../../../../shared-ui/layout/area-tree';
import { AREAS, FIELDS, NOTES } from '../../layout/checkout-areas';

/**
 * The areas of the checkout form. Rendered again only for a new form state
 * (useFormState): a new cart from the server re-renders just the parts that
 * select what changed in it, not every field of the form.
 */
export const CheckoutFields = memo( function CheckoutFieldAreas( {
	form,
}: AreaProps ) {
	const slot = useContext( EditorSlotContext );
	const tree = useContext( LayoutContext );
	if ( slot ) {
		return (
			<FormStateContext.Provider value={ form }>
				{ slot }
			</FormStateContext.Provider>
		);
	}
	const fields = tree?.find( ( node ) => node.name === FIELDS );
	if ( ! fields ) {
		return (
			<>
				{ Object.entries( AREAS ).map( ( [ name, Area ] ) => (
					<Area key={ name } form={ form }>
						<RegisteredBlocks area={ name } />
						{ name === NOTES && (
							<RegisteredBlocks area={ FIELDS } />
						) }
					</Area>
				) ) }
			</>
		);
	}
	return (
		<AreaTree
			area={ FIELDS }
			nodes={ fields.innerBlocks }
			areas={ AREAS }
			props={ { form } }
			saved
			Extensions={ RegisteredBlocks }
		/>
	);
} );
