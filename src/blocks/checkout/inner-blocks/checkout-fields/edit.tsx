/**
 * The checkout fields column in the block editor: laid out as on the front
 * end (the phone's collapsed summary as an inert preview, then the form),
 * with the form's areas as its inner blocks, which the owner may reorder or
 * remove where their locks allow.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { InnerBlocks } from '../../../../shared-ui/inner-blocks-component';
import { allowedIn } from '../../../../shared-ui/layout/area-blocks';
import { CheckoutForm } from '../../layout/checkout-form';
import { EditorSlotContext } from '../../layout/form-state';
import { MobileSummary } from '../mobile-summary';

export function Edit( { name }: { name: string } ) {
	return (
		<div { ...useBlockProps( { className: 'kiosk-checkout__main' } ) }>
			<div { ...( { inert: '' } as object ) }>
				<MobileSummary />
			</div>
			<EditorSlotContext.Provider
				value={
					<InnerBlocks
						allowedBlocks={ allowedIn( name ) }
						templateLock={ false }
					/>
				}
			>
				<CheckoutForm />
			</EditorSlotContext.Provider>
		</div>
	);
}
