/** The items in the block editor: their inert preview, then their extension blocks. */
import { areaEdit } from '../../../../shared-ui/layout/view-edit';
import Frontend from './frontend';

export const Edit = areaEdit( Frontend );
