export {
	ContainerWidthContext,
	containerWidthClass,
	useContainerWidth,
} from './container-width';
