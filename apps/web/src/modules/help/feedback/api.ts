import { feedbackApi, type FeedbackAddBody, type FeedbackRow } from '@shop/shared/api/feedback';
import { helpUploadApi } from '@shop/shared/api/upload';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export type FeedbackStatus = FeedbackRow['status'];
export const FEEDBACK_STATUS_LIST: FeedbackStatus[] = ['new', 'processing', 'resolved', 'closed'];
export const STATUS_COLORS: Record<FeedbackStatus, string> = {
  new: 'red',
  processing: 'blue',
  resolved: 'green',
  closed: 'default',
};

/** Feedback over `feedbackApi`: failures toasted, a key per request, feedback read again after success. */
export const feedback = defineEntity('feedback', feedbackApi, { quiet: [], actionKeys: [], refresh: ON_SUCCESS });
export const feedbackKeys = feedback.keys;

export const fetchFeedbackList = (query: Record<string, QueryValue>) => callApi(feedbackApi.list, query);
export const fetchFeedback = (id: number) => callApi(feedbackApi.info, { id });
export const addFeedback = (body: FeedbackAddBody) => callApi(feedbackApi.add, body);

/** The picture upload of the feedback dialog (the upload component posts the form itself). */
export const FEEDBACK_UPLOAD_URL = helpUploadApi.feedback.path;
