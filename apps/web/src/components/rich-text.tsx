import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const Editor = lazy(() => import('./rich-text-editor.tsx'));

/** Rich-text field (HTML value) for forms; the editor's code loads only when a form shows one. */
export function RichText(props: RichTextEditorProps): ReactNode {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 180 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
