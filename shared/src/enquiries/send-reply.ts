import { apiRequest, type ReplyInput } from '@basera/shared';
import { ENQUIRY_API, type ThreadAnswer } from './paths';

/** POST /enquiries/{id}/messages { message }: either side writes; answers with the thread. */
export const sendReply = (id: number, input: ReplyInput) =>
  apiRequest<ThreadAnswer>(ENQUIRY_API.messages(id), { method: 'POST', body: input });
