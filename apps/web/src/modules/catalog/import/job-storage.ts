/**
 * The import job a user started in this browser tab, so that leaving the import screen while it
 * runs and opening it again (from the product list) shows that job instead of an empty form.
 * Cleared once the user has seen how the job ended.
 */
const keyOf = (adminId: number) => `shop.product-import.job.${adminId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function storedImportJob(adminId: number | undefined): number | null {
  if (adminId === undefined) return null;
  const n = Number(storage()?.getItem(keyOf(adminId)));
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function storeImportJob(adminId: number | undefined, jobId: number): void {
  if (adminId !== undefined) storage()?.setItem(keyOf(adminId), String(jobId));
}

export function forgetImportJob(adminId: number | undefined, jobId?: number): void {
  if (adminId === undefined) return;
  const s = storage();
  // Only the job shown: a newer one started in another view stays remembered.
  if (jobId === undefined || s?.getItem(keyOf(adminId)) === String(jobId)) s?.removeItem(keyOf(adminId));
}
