/** Express buttons' default style (SPEC section 9), for the cart's and the checkout's express areas. */
export const EXPRESS_BUTTON_STYLE = { height: 48, borderRadius: 4 } as const;
