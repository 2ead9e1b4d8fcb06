/** The abandoned-checkout screen (the spec names it without a path). */
export const LIST_PATH = '/order/abandoned';
/** The order detail screen of the order module. */
export const orderInfoPath = (id: number) => `/order/orderInfo/${id}`;
export const customerInfoPath = (id: number) => `/user/userinfo/${id}`;
