import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { preparePageTests } from '../../test/pages.tsx';
import { EnabledFilter, SelectFilter } from './filters.tsx';

preparePageTests(['common']);

const STATES = [
  { value: 'draft', label: 'Draft' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'received', label: 'Received' },
];

/** The filters in a bar whose search button hands its values to `onFinish`. */
function bar(filters: ReactNode, onFinish = vi.fn()) {
  render(
    <Form layout="inline" onFinish={onFinish}>
      {filters}
      <Button htmlType="submit" data-testid="search">
        search
      </Button>
    </Form>,
  );
  return onFinish;
}

const open = (testId: string) => {
  const root = screen.getByTestId(testId);
  fireEvent.mouseDown(root.querySelector('.ant-select-selector') ?? root.querySelector('input') ?? root);
};

describe('the filters of the console kit', { timeout: 30_000 }, () => {
  it('gives a choice its placeholder, accessible name, width and test id, under its URL key', async () => {
    const onFinish = bar(
      <SelectFilter name="state" placeholder="Any state" label="State" width={150} options={STATES} testId="f-state" />,
    );
    expect(screen.getByText('Any state')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();
    const root = screen.getByTestId('f-state');
    expect(root.closest<HTMLElement>('.ant-select')?.style.width).toBe('150px');
    open('f-state');
    fireEvent.click((await screen.findAllByText('Shipped')).at(-1)!);
    fireEvent.click(screen.getByTestId('search'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ state: 'shipped' }));
  });

  it('has no accessible name of its own unless given one', () => {
    bar(<SelectFilter name="status" placeholder="Status" width={140} options={STATES} />);
    expect(screen.getByRole('combobox').getAttribute('aria-label')).toBeNull();
  });

  it('narrows the options by their label as one types, when searchable', async () => {
    bar(<SelectFilter name="supplierId" placeholder="Supplier" label="Supplier" width={180} search options={STATES} />);
    const input = screen.getByRole('combobox', { name: 'Supplier' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'ship' } });
    await screen.findAllByText('Shipped');
    expect(screen.queryByText('Received')).toBeNull();
  });

  it('offers enabled and disabled records under `status`', async () => {
    const onFinish = bar(<EnabledFilter label="Enabled" />);
    const input = screen.getByRole('combobox', { name: 'Enabled' });
    fireEvent.mouseDown(input);
    fireEvent.click((await screen.findAllByText(i18n.t('common:status.disabled'))).at(-1)!);
    fireEvent.click(screen.getByTestId('search'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ status: 'disabled' }));
  });
});
