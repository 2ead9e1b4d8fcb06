import { Tree, type TreeDataNode } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionTreeNode } from '@shop/shared/permissions';

interface PermissionTreeProps {
  tree: PermissionTreeNode[];
  value?: string[];
  onChange?: (keys: string[]) => void;
  disabled?: boolean;
}

function leafKeys(nodes: PermissionTreeNode[], out = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.children.length === 0) out.add(node.key);
    else leafKeys(node.children, out);
  }
  return out;
}

/**
 * The permission tree, each key labelled in the user's language. The value holds every granted key
 * (parents included, as the server stores them); the tree is given only the leaves so that a parent
 * shows checked or half-checked from its children.
 */
export function PermissionTree({ tree, value = [], onChange, disabled }: PermissionTreeProps): ReactNode {
  const { t } = useTranslation('perm');
  const leaves = useMemo(() => leafKeys(tree), [tree]);
  const treeData = useMemo(() => {
    const map = (nodes: PermissionTreeNode[]): TreeDataNode[] =>
      nodes.map((node) => ({
        key: node.key,
        title: <span title={node.key}>{t(node.key, { defaultValue: node.key })}</span>,
        children: map(node.children),
      }));
    return map(tree);
  }, [tree, t]);

  return (
    <Tree
      checkable
      selectable={false}
      disabled={disabled}
      defaultExpandedKeys={tree.map((n) => n.key)}
      treeData={treeData}
      checkedKeys={value.filter((key) => leaves.has(key))}
      onCheck={(checked, info) => {
        const full = Array.isArray(checked) ? checked : checked.checked;
        onChange?.([...full, ...(info.halfCheckedKeys ?? [])].map(String));
      }}
      style={{ maxHeight: 420, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
      data-testid="permission-tree"
    />
  );
}
