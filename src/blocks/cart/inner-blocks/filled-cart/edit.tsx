/**
 * The filled cart in the block editor, while the owner edits the filled
 * cart (the cart's view switcher): its columns, where their locks allow the
 * owner to move them.
 */
import { columnEdit } from '../../../../shared-ui/layout/view-edit';

export const Edit = columnEdit( 'kiosk-filled-cart', 'filled' );
