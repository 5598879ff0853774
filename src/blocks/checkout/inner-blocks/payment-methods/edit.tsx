/** The area in the block editor: the shop's payment methods as an inert preview, then its extension blocks. */
import { areaEdit } from '../../layout/area-edit';
import PaymentMethodsPreview from './editor-preview';

export const Edit = areaEdit( PaymentMethodsPreview );
