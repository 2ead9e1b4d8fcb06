import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useActionDialog, type ActionDialog } from './use-action-dialog.ts';

let dialog: ActionDialog;

function Probe() {
  dialog = useActionDialog();
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function open(path: string) {
  const router = createMemoryRouter([{ path: '/tag', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

describe('dialogs in the URL', () => {
  it('opens from a shared link: ?action=edit&id=N', () => {
    open('/tag?keyword=eco&page=2&action=edit&id=12');
    expect(dialog.action).toBe('edit');
    expect(dialog.id).toBe(12);
    expect(dialog.is('edit')).toBe(true);
    expect(dialog.is('add')).toBe(false);
  });

  it('needs a record id for anything but adding', () => {
    open('/tag?action=edit&id=abc');
    expect(dialog.id).toBeNull();
    expect(dialog.is('edit')).toBe(false);
  });

  it('closing removes the dialog and keeps the list parameters; back opens it again', async () => {
    const router = open('/tag?keyword=eco&page=2');
    act(() => dialog.open('edit', 7));
    expect(where()).toBe('?keyword=eco&page=2&action=edit&id=7');
    act(() => dialog.close());
    expect(where()).toBe('?keyword=eco&page=2');
    expect(dialog.action).toBeNull();
    await act(() => router.navigate(-1));
    expect(dialog.is('edit')).toBe(true);
    expect(dialog.id).toBe(7);
  });

  it('adding drops an id left from an edit', () => {
    open('/tag?action=edit&id=3&status=enabled');
    act(() => dialog.open('add'));
    expect(where()).toBe('?status=enabled&action=add');
    expect(dialog.is('add')).toBe(true);
  });
});
