/** The delivery choice's view (it shares its file with the pickup options). */
export { DeliveryMethod } from '../pickup-options/block';
