// Enquiry threads, for the seeker's "My enquiries" (mf-account) and the owner's lead inbox (mf-lister):
// `@basera/shared/enquiries`. Not a federation singleton: each app bundles its own copy, so nothing here keeps
// state of its own; a thread and the unread count live in SWR's cache, under their API paths.
export { changeVisit } from './change-visit';
export { timeAgo, VISIT_STATE_COLORS } from './format';
export { MessageList } from './MessageList';
export { ENQUIRY_API, SOMETHING_WRONG, type ThreadAnswer } from './paths';
export { type ReportThreadInput, reportThread } from './report-thread';
export { sendReply } from './send-reply';
export { ThreadList, type ThreadListProps } from './ThreadList';
export { THREAD_MAX_WIDTH, ThreadView, type ThreadViewProps } from './ThreadView';
export { loadOlderMessages, useThread } from './thread';
export { UNREAD_REFRESH_MS, useUnreadCount } from './unread';
export { VisitCard, visitButtons } from './VisitCard';
export { VisitChip } from './VisitChip';
