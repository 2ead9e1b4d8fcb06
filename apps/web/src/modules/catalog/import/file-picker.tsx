import { DeleteOutlined, FileExcelOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_LIMITS } from '@shop/shared/constants';
import { formatFileSize } from './file-size.ts';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXTENSION = /\.(csv|xlsx)$/i;

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** The file to import: a drop area (or click to choose) for one .csv or .xlsx file, then its name and size. */
export function FilePicker({ file, onChange, disabled }: Props): ReactNode {
  const { t, i18n } = useTranslation(['import', 'common']);
  const { message } = App.useApp();
  const limit = formatFileSize(IMPORT_LIMITS.maxBytes, i18n.language);

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    if (!EXTENSION.test(chosen.name)) void message.error(t('import:file.wrong_type'));
    else if (chosen.size > IMPORT_LIMITS.maxBytes) void message.error(t('import:file_error.too_large', { limit }));
    else if (chosen.size === 0) void message.error(t('import:file_error.empty'));
    else onChange(chosen);
    // The file stays in the browser until "Check" or "Import" sends it.
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="import-file" data-testid="import-file">
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        beforeUpload={beforeUpload}
        disabled={disabled}
        data-testid="import-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import:file.drop')}</p>
        <p className="ant-upload-hint">
          {t('import:file.hint', { limit, rows: IMPORT_LIMITS.maxRows.toLocaleString(i18n.language) })}
        </p>
      </Upload.Dragger>
      {file ? (
        <div className="import-chosen" data-testid="import-chosen">
          {/\.xlsx$/i.test(file.name) ? (
            <FileExcelOutlined className="import-chosen-icon" />
          ) : (
            <FileTextOutlined className="import-chosen-icon" />
          )}
          <span className="import-chosen-name" data-testid="import-file-name">
            {file.name}
          </span>
          <span className="import-chosen-size" data-testid="import-file-size">
            {formatFileSize(file.size, i18n.language)}
          </span>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('import:file.remove', { name: file.name })}
          />
        </div>
      ) : null}
    </div>
  );
}
