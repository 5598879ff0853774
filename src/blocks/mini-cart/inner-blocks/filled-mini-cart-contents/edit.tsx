/**
 * The filled mini cart in the block editor, while the owner edits the
 * filled view (the contents' view switcher): its areas, locked as
 * WooCommerce locks them.
 */
import { columnEdit } from '../../../../shared-ui/layout/view-edit';

export const Edit = columnEdit( 'kiosk-filled-mini-cart', 'filled' );
