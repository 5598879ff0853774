/**
 * The area in the block editor. The checkout preview shows the order
 * summary in its sidebar; this block holds the area's extension blocks.
 */
import { areaEdit } from '../../layout/area-edit';

export const Edit = areaEdit( null );
