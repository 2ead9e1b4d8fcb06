/** The customer screens' paths (spec section 2). */
export const LIST_PATH = '/user/userlist';
export const INFO_PATH = '/user/userinfo/:id';
export const infoPath = (id: number) => `/user/userinfo/${id}`;
