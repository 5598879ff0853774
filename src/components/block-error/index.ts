export { BlockError, BlockErrorBoundary } from './block-error';
export type { BlockErrorProps } from './block-error';
