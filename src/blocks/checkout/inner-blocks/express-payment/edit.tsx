/** The area in the block editor: a sentence on what shows here, then its extension blocks. */
import { areaEdit } from '../../layout/area-edit';
import ExpressPaymentPreview from './editor-preview';

export const Edit = areaEdit( ExpressPaymentPreview );
