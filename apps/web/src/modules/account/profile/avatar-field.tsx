import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountUploadApi } from '@shop/shared/api/upload';
import { IMAGE_KINDS } from '@shop/shared/constants';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { buildUrl } from '../../../lib/request.ts';

/** Where the avatar is uploaded: the account's picture upload, as an avatar (JPG or PNG, at most 2 MB). */
export const AVATAR_UPLOAD_URL = buildUrl(accountUploadApi.image.path, { kind: 'avatar' });

interface AvatarFieldProps {
  /** the stored picture's address (/files/…), '' for none (form value) */
  value?: string;
  onChange?: (url: string) => void;
  /** the avatar of the saved profile, shown again when a new upload is taken back */
  stored: string;
}

/**
 * One's avatar: the current picture with a remove button, and the upload that replaces it. The
 * uploader checks type, size and that the file is a real picture before sending; the server
 * checks again and keeps only what it stored.
 */
export function AvatarField({ value, onChange, stored }: AvatarFieldProps): ReactNode {
  const { t } = useTranslation(['profile']);
  const [uploaded, setUploaded] = useState('');
  // The preview shows what a save keeps; a new upload is taken back in the uploader itself.
  const fresh = Boolean(value) && value === uploaded;
  return (
    <div className="profile-avatar-field" data-testid="profile-avatar">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <Avatar
          size={64}
          src={value || undefined}
          icon={<UserOutlined />}
          alt={t('profile:field.avatar')}
          data-testid="profile-avatar-current"
        />
        {value && !fresh ? (
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onChange?.('')}
            data-testid="profile-avatar-remove"
          >
            {t('profile:avatar.remove')}
          </Button>
        ) : (
          <span style={{ color: 'rgba(0, 0, 0, 0.55)' }}>
            {fresh ? t('profile:avatar.new') : t('profile:avatar.none')}
          </span>
        )}
      </div>
      <ImageUpload
        action={AVATAR_UPLOAD_URL}
        max={1}
        maxBytes={IMAGE_KINDS.avatar.maxBytes}
        value={fresh && value ? [value] : []}
        testId="profile-avatar-upload"
        onChange={(urls) => {
          // Taking back a new upload returns to the saved avatar.
          setUploaded(urls[0] ?? '');
          onChange?.(urls[0] ?? stored);
        }}
      />
    </div>
  );
}
