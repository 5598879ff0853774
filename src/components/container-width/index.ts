export { containerWidthClass, useContainerWidthClass } from './container-width';
