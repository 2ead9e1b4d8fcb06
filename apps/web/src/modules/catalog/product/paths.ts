/** The product screens' paths (spec section 2): one route adds, the same with ?id= shows and edits. */
export const LIST_PATH = '/product/product';
export const DETAIL_PATH = '/product/product/detail3';
/** Import from CSV or XLSX; ?job=<id> shows an import job's progress and report. */
export const IMPORT_PATH = '/product/product/import';

export const detailPath = (id?: number) => (id ? `${DETAIL_PATH}?id=${id}` : DETAIL_PATH);
