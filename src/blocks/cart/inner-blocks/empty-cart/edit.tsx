/**
 * The empty cart in the block editor: its extension blocks. Its own text
 * shows to shoppers with an empty cart only, not over the sample cart.
 */
import { areaEdit } from '../../layout/area-edit';

export const Edit = areaEdit( null );
