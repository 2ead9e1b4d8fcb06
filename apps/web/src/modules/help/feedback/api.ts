import { feedbackApi, type FeedbackAddBody, type FeedbackRow } from '@shop/shared/api/feedback';
import { helpUploadApi } from '@shop/shared/api/upload';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export type FeedbackStatus = FeedbackRow['status'];
export const FEEDBACK_STATUS_LIST: FeedbackStatus[] = ['new', 'processing', 'resolved', 'closed'];
export const STATUS_COLORS: Record<FeedbackStatus, string> = { new: 'red', processing: 'blue', resolved: 'green', closed: 'default' };

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (query: Record<string, QueryValue>) => ['feedback', 'list', query] as const,
  info: (id: number) => ['feedback', 'info', id] as const,
};

export const fetchFeedbackList = (query: Record<string, QueryValue>) => callApi(feedbackApi.list, query);
export const fetchFeedback = (id: number) => callApi(feedbackApi.info, { id });
export const addFeedback = (body: FeedbackAddBody) => callApi(feedbackApi.add, body);
export const setFeedbackStatus = (body: { id: number; version: number; status: FeedbackStatus; reply?: string }) =>
  callApi(feedbackApi.status, body);

/** The picture upload of the feedback dialog (the upload component posts the form itself). */
export const FEEDBACK_UPLOAD_URL = helpUploadApi.feedback.path;
