import '../catalog-screens.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { reviewReplyBody } from '@shop/shared/api/catalog-review';
import { applyServerErrors, zodRule } from '../../../components/form-rules.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { fetchReview, reviewKeys, reviews } from './api.ts';
import { AuditActions } from './audit-actions.tsx';
import { Rating } from './rating.tsx';
import { ReviewStatusTag } from './status-tag.tsx';

/**
 * /product/reviewInfo/:id: one review, its audit and the reply (a supplier's own products only; the server decides).
 */
export function ReviewInfoPage(): ReactNode {
  const { t, i18n } = useTranslation(['review', 'common']);
  const { message } = App.useApp();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const [form] = Form.useForm<{ reply: string }>();
  const review = useQuery({
    queryKey: reviewKeys.info(id),
    queryFn: () => fetchReview(id),
    enabled: validId,
    retry: false,
  });

  useEffect(() => {
    if (review.data) form.setFieldsValue({ reply: review.data.reply });
  }, [review.data, form]);

  const reply = reviews.useChange('reply', {
    onSuccess: (data) => {
      queryClient.setQueryData(reviewKeys.info(id), data);
      void message.success(t('review:replied'));
    },
    // The answer is the review as stored; the lists are only marked stale.
    refresh: { success: [{ queryKey: reviewKeys.all, refetchType: 'none' }] },
    onError: (error) => {
      applyServerErrors(form, error, t);
      // Someone else replied meanwhile: show theirs (the text typed here stays in the field).
      if (error instanceof ApiError && error.status === 409) void review.refetch();
    },
  });

  if (!validId || (review.error instanceof ApiError && review.error.status === 404)) return <NotFoundPage />;
  const data = review.data;
  return (
    <section className="page-card" data-testid="review-info">
      <div className="page-title-row">
        <h2>{t('review:detail')}</h2>
        <Space wrap>
          {data && can('catalog_review_audit') ? (
            <AuditActions id={data.id} status={data.status} size="middle" />
          ) : null}
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/product/comment')}>
            {t('review:back')}
          </Button>
        </Space>
      </div>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              {
                key: 'product',
                label: t('review:field.product'),
                children: pickLocalized(data.productName, i18n.language),
              },
              { key: 'customer', label: t('review:field.customer'), children: data.customerName },
              { key: 'rating', label: t('review:field.rating'), children: <Rating value={data.rating} /> },
              { key: 'status', label: t('review:field.status'), children: <ReviewStatusTag status={data.status} /> },
              {
                key: 'created',
                label: t('review:field.created'),
                children: dayjs(data.createdAt).format('YYYY-MM-DD HH:mm'),
              },
              {
                key: 'replied',
                label: t('review:field.replied_by'),
                children: data.repliedBy
                  ? `${data.repliedBy} · ${data.repliedAt ? dayjs(data.repliedAt).format('YYYY-MM-DD HH:mm') : ''}`
                  : t('review:replied_no'),
              },
              {
                key: 'content',
                label: t('review:field.content'),
                span: 'filled',
                children: <p className="review-content">{data.content}</p>,
              },
            ]}
          />
          <h3 className="section-heading">{t('review:reply')}</h3>
          {can('catalog_review_reply') ? (
            <Form
              form={form}
              layout="vertical"
              data-testid="review-reply-form"
              onFinish={(values) => !reply.isPending && reply.mutate({ id, version: data.version, ...values })}
            >
              <Form.Item name="reply" label={t('review:field.reply')} rules={[zodRule(reviewReplyBody.shape.reply, t)]}>
                <Input.TextArea
                  maxLength={2000}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  data-testid="review-reply"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="review-reply-submit">
                {data.reply ? t('review:update_reply') : t('review:send_reply')}
              </Button>
            </Form>
          ) : data.reply ? (
            <p className="review-content">{data.reply}</p>
          ) : (
            <Alert type="info" showIcon title={t('review:no_reply')} />
          )}
        </>
      )}
    </section>
  );
}
