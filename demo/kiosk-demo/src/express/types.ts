/**
 * The props an express method's content receives (the parts the demo uses).
 */
export interface ExpressContentProps {
	onClick: () => void;
	onClose: () => void;
	onSubmit: () => void;
	setExpressPaymentError: ( message: string ) => void;
	disabled?: boolean;
	buttonAttributes?: { height: number; borderRadius: number };
	eventRegistration: {
		onPaymentSetup: (
			callback: () => unknown,
			priority?: number
		) => () => void;
	};
	emitResponse: { responseTypes: { SUCCESS: string } };
}
