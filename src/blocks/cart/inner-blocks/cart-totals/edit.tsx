/** The column in the block editor: its areas, where their locks allow the owner to move them. */
import { columnEdit } from '../../../../shared-ui/layout/view-edit';

export const Edit = columnEdit( 'kiosk-cart__totals' );
