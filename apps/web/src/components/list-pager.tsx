import { ConfigProvider, Select, type TablePaginationConfig } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGER } from '@shop/shared/constants';
import './list-pager.css';

export interface PagerState {
  page: number;
  pageSize: number;
  /** a new page, or a new page size (which starts again at page 1) */
  onChange: (page: number, pageSize: number) => void;
}

/** The total and, right after it, the page size selector (antd would put the selector after "next"). */
function PagerTotal({
  total,
  pageSize,
  onSize,
}: {
  total: number;
  pageSize: number;
  onSize: (size: number) => void;
}): ReactNode {
  const { t } = useTranslation('common');
  const texts = useContext(ConfigProvider.ConfigContext).locale?.Pagination;
  return (
    <span className="list-pager-total">
      <span>{t('common:pager.total', { total })}</span>
      <Select<number>
        size="small"
        className="list-pager-sizes"
        value={pageSize}
        aria-label={texts?.page_size ?? 'Page size'}
        popupMatchSelectWidth={false}
        options={PAGER.pageSizes.map((size) => ({
          value: size,
          label: `${size} ${texts?.items_per_page ?? '/ page'}`,
        }))}
        onChange={onSize}
        data-testid="pager-sizes"
      />
    </span>
  );
}

/**
 * A list's pager in the spec's layout, `PAGER.layout`: total, sizes, prev, pager, next, jumper.
 * The sizes come in the total's slot, in document order, so keyboard users meet them in that order too.
 */
export function listPagination(state: PagerState): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    showSizeChanger: false,
    showQuickJumper: true,
    showTotal: (total) => (
      <PagerTotal total={total} pageSize={state.pageSize} onSize={(size) => state.onChange(1, size)} />
    ),
    onChange: state.onChange,
  };
}
