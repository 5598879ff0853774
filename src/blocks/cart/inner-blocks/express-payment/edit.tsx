/**
 * The area in the block editor: a placeholder where the express buttons
 * will be (the editor loads no payment method), then its extension blocks.
 */
import { areaEdit } from '../../../../shared-ui/layout/view-edit';
import { ExpressSkeletons } from './block';

export const Edit = areaEdit( () => <ExpressSkeletons count={ 1 } /> );
