/** The footer in the block editor: its inert preview, then its extension blocks. */
import { areaEdit } from '../../../../shared-ui/layout/view-edit';
import Frontend from './frontend';

export const Edit = areaEdit( Frontend );
