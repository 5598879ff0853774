/**
 * The checkout totals column (the sidebar) in the block editor: its inner
 * blocks (the order summary, extension blocks) laid out as on the front
 * end, movable and removable where their locks allow.
 */
import {
	useColumnProps,
	type AreaEditProps,
} from '../../../../shared-ui/layout/area-edit';

export function Edit( props: AreaEditProps ) {
	return (
		<aside
			{ ...useColumnProps( props, {
				className: 'kiosk-checkout__sidebar',
			} ) }
		/>
	);
}
