import { defineSharedArea } from '../../area.ts';
import { categoryApi } from '../../api/catalog-category.ts';
import { attributeApi, attributeGroupApi, filterApi, optionApi, stockStatusApi } from '../../api/catalog-dictionary.ts';
import { productImportApi } from '../../api/catalog-import.ts';
import { inventoryApi } from '../../api/catalog-inventory.ts';
import { productApi } from '../../api/catalog-product.ts';
import { reviewApi } from '../../api/catalog-review.ts';
import { shopSearchApi } from '../../api/catalog-shop-search.ts';
import { catalogUploadApi } from '../../api/upload.ts';
import { catalogErrors, catalogMessages } from './errors.ts';
import { catalogPermissions } from './permissions.ts';

export const catalogArea = defineSharedArea({
  name: 'catalog',
  permissions: catalogPermissions,
  endpoints: [
    productApi,
    inventoryApi,
    productImportApi,
    stockStatusApi,
    attributeGroupApi,
    attributeApi,
    optionApi,
    filterApi,
    categoryApi,
    reviewApi,
    catalogUploadApi,
    shopSearchApi,
  ],
  errors: catalogErrors,
  messages: catalogMessages,
});
