import type { Language } from '@shop/shared/constants';
import type { ProductOptionsData } from '@shop/shared/api/catalog-product';

export interface CategoryNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: CategoryNode[];
}

type Category = ProductOptionsData['categories'][number];

/** A category's name in the language, else the first one filled in. */
export function localName(name: Record<Language, string> | null | undefined, language: Language): string {
  if (!name) return '';
  return name[language] || name['zh-CN'] || name.en || name.es || name.ja || '';
}

/** The flat category list as a tree for a tree select (a child whose parent is missing sits at the top). */
export function categoryTree(
  categories: readonly Category[],
  language: Language,
  options: { disableOff?: boolean } = {},
): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const c of categories)
    nodes.set(c.id, {
      value: c.id,
      title: localName(c.name, language),
      disabled: options.disableOff ? !c.enabled : undefined,
    });
  const roots: CategoryNode[] = [];
  for (const c of categories) {
    const node = nodes.get(c.id)!;
    const parent = c.parentId !== null && c.parentId !== c.id ? nodes.get(c.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
