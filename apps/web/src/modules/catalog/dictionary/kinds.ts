import type { DictionaryUrl } from '@shop/shared/api/catalog-dictionary';

/** The catalog dictionaries edited as plain lists; one server shape (/admin/catalog/<url>) for all. */
export interface DictionaryKind {
  /** the endpoint segment: the kind's endpoints are `dictionaryApis[url]` */
  url: DictionaryUrl;
  /** the locale key prefix of this kind's texts: dictionary:<kind>.title ... */
  text: 'stock_status' | 'attribute_group' | 'attribute' | 'option' | 'filter';
  read: string;
  write: string;
  /** entries carry a list of values (attributes, options, filters) */
  hasValues: boolean;
  /** entries belong to an attribute group (attributes) */
  hasGroup: boolean;
}

export const STOCK_STATUS: DictionaryKind = {
  url: 'stockstatus',
  text: 'stock_status',
  read: 'catalog_stock_status_index',
  write: 'catalog_stock_status_edit',
  hasValues: false,
  hasGroup: false,
};
export const ATTRIBUTE_GROUP: DictionaryKind = {
  url: 'attributegroup',
  text: 'attribute_group',
  read: 'catalog_attribute_index',
  write: 'catalog_attribute_edit',
  hasValues: false,
  hasGroup: false,
};
export const ATTRIBUTE: DictionaryKind = {
  url: 'attribute',
  text: 'attribute',
  read: 'catalog_attribute_index',
  write: 'catalog_attribute_edit',
  hasValues: true,
  hasGroup: true,
};
export const OPTION: DictionaryKind = {
  url: 'option',
  text: 'option',
  read: 'catalog_option_index',
  write: 'catalog_option_edit',
  hasValues: true,
  hasGroup: false,
};
export const FILTER: DictionaryKind = {
  url: 'filter',
  text: 'filter',
  read: 'catalog_filter_index',
  write: 'catalog_filter_edit',
  hasValues: true,
  hasGroup: false,
};
