/**
 * The empty mini cart in the block editor, while the owner edits the empty
 * view (the contents' view switcher): its inert preview, then its extension
 * blocks.
 */
import { areaEdit } from '../../../../shared-ui/layout/view-edit';
import Frontend from './frontend';

export const Edit = areaEdit( Frontend, 'empty' );
