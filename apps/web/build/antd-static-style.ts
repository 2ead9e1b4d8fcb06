import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { ANTD_THEME } from '../src/app/antd-theme.ts';

/**
 * antd runs in zero-runtime mode (no CSS-in-JS at first render). This plugin renders the
 * components each bundle uses once, in Node, and writes their styles as static CSS files:
 * `antd-login.css` for the login route (render-blocking, small) and `antd-console.css`, imported
 * by the lazily loaded shell so that it arrives with the console chunk.
 */
type Node = () => ReactNode;

// The internal panels render the popup parts (dropdowns, dialogs, toasts) without portals.
const panel =
  (component: unknown, props: Record<string, unknown> = {}): Node =>
  () => {
    const Panel = (
      component as { _InternalPanelDoNotUseOrYouWillBeFired: React.ComponentType<Record<string, unknown>> }
    )._InternalPanelDoNotUseOrYouWillBeFired;
    return h(Panel, props);
  };

const loginSet: Node[] = [() => h(antd.Button, { type: 'primary', size: 'large', block: true, loading: true }, 'x')];

const consoleSet: Node[] = [
  () => h(antd.Input, { prefix: 'x', status: 'error' }),
  () => h(antd.Input.Password, {}),
  () =>
    h(
      antd.App,
      {},
      h(antd.Form, {}, h(antd.Form.Item, { label: 'x', help: 'x', validateStatus: 'error' }, h(antd.Input, {}))),
    ),
  () => h(antd.Select, {}),
  panel(antd.Select),
  () => h(antd.Alert, { title: 'x' }),
  panel(antd.message),
  () => h(antd.Spin, {}),
  () => h(antd.Layout, {}, h(antd.Layout.Header, {}), h(antd.Layout.Sider, {}), h(antd.Layout.Content, {})),
  () => h(antd.Menu, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }], mode: 'inline' }),
  () => h(antd.Breadcrumb, { items: [{ title: 'x' }] }),
  () => h(antd.Tabs, { items: [{ key: 'a', label: 'a' }], type: 'card' }),
  () => h(antd.Badge, { count: 1 }),
  () => h(antd.Avatar, {}),
  () => h(antd.Drawer, { open: false }),
  panel(antd.Drawer),
  panel(antd.Dropdown),
  panel(antd.Modal),
  // modal.confirm / modal.warning: their icon, title and button row have styles of their own.
  panel(antd.Modal, { type: 'confirm', title: 'x' }),
  panel(antd.notification),
  panel(antd.Popconfirm),
  panel(antd.Popover),
  panel(antd.Tooltip),
  panel(antd.DatePicker),
  () =>
    h(
      (antd.DatePicker as unknown as { _InternalRangePanelDoNotUseOrYouWillBeFired: React.ComponentType })
        ._InternalRangePanelDoNotUseOrYouWillBeFired,
      {},
    ),
  () => h(antd.DatePicker.RangePicker, {}),
  () => h(antd.Table, { columns: [{ title: 'x', dataIndex: 'x', sorter: true }], dataSource: [] }),
  () => h(antd.Pagination, { total: 50, showSizeChanger: true, showQuickJumper: true }),
  () => h(antd.Tree, { checkable: true, treeData: [{ key: 'a', title: 'a' }] }),
  () =>
    h(antd.Tree, {
      draggable: true,
      showLine: true,
      blockNode: true,
      treeData: [{ key: 'a', title: 'a', children: [{ key: 'b', title: 'b' }] }],
    }),
  () => h(antd.TreeSelect, {}),
  panel(antd.TreeSelect),
  () => h(antd.InputNumber, {}),
  () => h(antd.Switch, {}),
  () => h(antd.Tag, {}),
  // Preset and status colours register their styles only when such a tag is rendered.
  () => h(antd.Tag, { color: 'red' }),
  () => h(antd.Tag, { color: 'success' }),
  () => h(antd.Descriptions, { items: [{ label: 'x', children: 'x' }], bordered: true }),
  () => h(antd.Result, { status: '403' }),
  () => h(antd.Statistic, { value: 1 }),
  () => h(antd.Card, {}),
  () => h(antd.Radio.Group, { options: ['a'] }),
  () => h(antd.Radio.Group, { options: ['a'], optionType: 'button' }),
  () => h(antd.Checkbox, {}),
  () => h(antd.Space, {}),
  () => h(antd.Flex, {}),

  () => h(antd.Divider, {}),
  () => h(antd.Empty, {}),
  () => h(antd.Skeleton, {}),
  () => h(antd.Image, { src: 'x' }),
  () => h(antd.Upload, { listType: 'picture-card' }),
  () => h(antd.Input.TextArea, {}),
  () => h(antd.Input.Search, {}),
  () => h(antd.Typography.Text, {}, 'x'),
  () => h(antd.Typography.Paragraph, { ellipsis: true }, 'x'),
  () => h(antd.List, {}),
  // Product import progress; watermark opacity and size.
  () => h(antd.Progress, { percent: 50, status: 'active' }),
  () => h(antd.Progress, { percent: 100, status: 'success' }),
  () => h(antd.Progress, { percent: 50, status: 'exception' }),
  () => h(antd.Slider, { defaultValue: 50 }),
  () => h(antd.Upload.Dragger, {}),
  // Orders: the list's saved views; the history and tracking timelines.
  () => h(antd.Segmented, { options: ['a', 'b'] }),
  () =>
    h(antd.Timeline, {
      items: [
        { content: 'a', color: 'blue' },
        { content: 'b', color: 'red' },
        { content: 'c', color: 'green' },
      ],
    }),
];

function render(nodes: Node[]): string {
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(
        antd.ConfigProvider,
        { theme: { ...ANTD_THEME, zeroRuntime: false } },
        ...nodes.map((n, i) => h('div', { key: i }, n())),
      ),
    ),
  );
  return prune(extractStyle(cache, { plain: true }));
}

/** Top-level CSS blocks of a flat stylesheet, @media blocks kept whole with their inner rules. */
function blocks(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}

/**
 * Drops rules no screen can match: the variable scopes of the internal panels' own providers
 * (real popups use the `shop` scope) and the responsive grid columns, which the console does not use.
 */
function prune(css: string): string {
  const unused = (selector: string) =>
    /^\s*\.css-var-/.test(selector) || /\.ant-col-(xs|sm|md|lg|xl|xxl)-/.test(selector);
  // A rule is dropped only when every selector of its list is unused; otherwise the unused ones are
  // cut from the list. (Dropping the whole list lost the vertical form labels, whose rule also
  // names `.ant-col-xl-24`.)
  const keep = (rule: string): string => {
    const open = rule.indexOf('{');
    const used = selectorList(rule.slice(0, open)).filter((selector) => !unused(selector));
    return used.length ? `${used.join(',')}${rule.slice(open)}` : '';
  };
  return blocks(css)
    .map((block) => {
      const open = block.indexOf('{');
      const head = block.slice(0, open);
      if (head.trim().startsWith('@media')) {
        const inner = blocks(block.slice(open + 1, -1))
          .map(keep)
          .filter(Boolean);
        return inner.length ? `${head}{${inner.join('')}}` : '';
      }
      return keep(block);
    })
    .join('');
}

/** The selectors of a comma-separated list, commas inside :not(...) / :where(...) left alone. */
function selectorList(head: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(head.slice(start, i));
      start = i + 1;
    }
  }
  out.push(head.slice(start));
  return out;
}

export function antdStaticStyle(outDir: string): Plugin {
  const generate = () => {
    const require = createRequire(import.meta.url);
    const antdVersion = (require('antd/package.json') as { version: string }).version;
    const self = readFileSync(new URL(import.meta.url), 'utf8');
    const stamp = createHash('sha256')
      .update(antdVersion + self + JSON.stringify(ANTD_THEME))
      .digest('hex');
    const stampFile = join(outDir, '.stamp');
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(join(outDir, 'antd-login.css'), render(loginSet));
    writeFileSync(join(outDir, 'antd-console.css'), render(consoleSet));
    writeFileSync(stampFile, stamp);
  };
  return {
    name: 'antd-static-style',
    enforce: 'pre',
    config() {
      generate();
    },
  };
}
