export { Drawer, DRAWER_CLOSE_DELAY } from './drawer';
export type { DrawerProps } from './drawer';
