export { Skeleton } from './skeleton';
export { useMinimumDisplay, SKELETON_MIN_DISPLAY } from './use-minimum-display';
