/** The console paths of the application screens (staff queue and review, and the public pages). */
export const QUEUE_PATH = '/supplier/supplierapply';
export const reviewPath = (id: number) => `/supplier/supplierapply/${id}`;
export const APPLY_PATH = '/supplier/apply';
export const STATUS_PATH = '/supplier/apply/status';
export const ACTIVATE_PATH = '/supplier/apply/activate';
export const statusLink = (reference: string, token: string) =>
  `${STATUS_PATH}?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
