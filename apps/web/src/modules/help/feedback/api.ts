import type { ListResult } from '@shop/shared/api/common';
import type { FeedbackAddBody, FeedbackRow } from '@shop/shared/api/feedback';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export type FeedbackStatus = FeedbackRow['status'];
export const FEEDBACK_STATUS_LIST: FeedbackStatus[] = ['new', 'processing', 'resolved', 'closed'];
export const STATUS_COLORS: Record<FeedbackStatus, string> = { new: 'red', processing: 'blue', resolved: 'green', closed: 'default' };

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: Record<string, QueryValue>) => ['feedback', 'list', query] as const,
  info: (id: number) => ['feedback', 'info', id] as const,
};

export const fetchFeedbackList = (query: Record<string, QueryValue>) => get<ListResult<FeedbackRow>>('/admin/help/suggest', query);
export const fetchFeedback = (id: number) => get<FeedbackRow>('/admin/help/suggest/info', { id });
export const addFeedback = (body: FeedbackAddBody) => post('/admin/help/suggest/add', body);
export const setFeedbackStatus = (body: { id: number; version: number; status: FeedbackStatus; reply?: string }) =>
  post<FeedbackRow>('/admin/help/suggest/status', body);

export const FEEDBACK_UPLOAD_URL = '/admin/upload/feedback';
