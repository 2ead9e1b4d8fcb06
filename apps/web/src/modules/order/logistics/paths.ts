/** The logistics center (the spec names it without a path). */
export const LIST_PATH = '/order/logistics';
/** The order detail screen of the order module. */
export const orderInfoPath = (id: number) => `/order/orderInfo/${id}`;
