import { CALL_PATHS } from '@portal/contract';
import { changeHook, recordQuery, searchQuery } from '../../../lib/request-queries';

/** The cache keys of the 1:1 inquiries (the staff's list of all, the member's own, each detail). */
const ALL_INQUIRIES_KEY = ['inquiries', 'all'] as const;
const MY_INQUIRIES_KEY = ['inquiries', 'mine'] as const;
const INQUIRY_DETAIL_KEY = ['inquiries', 'detail'] as const;

/** The searchAllInquiries call: every inquiry (roles 05, 06). */
export const { useSearch: useAllInquiries } = searchQuery(CALL_PATHS.searchAllInquiries, ALL_INQUIRIES_KEY);
/** The searchMyInquiries call: the member's own inquiries. */
export const { useSearch: useMyInquiries } = searchQuery(CALL_PATHS.searchMyInquiries, MY_INQUIRIES_KEY);
/** The getInquiry call: an inquiry with its answer. */
export const { useRecord: useInquiry } = recordQuery(CALL_PATHS.getInquiry, INQUIRY_DETAIL_KEY, 'inquiryId');
/** The createInquiry call: a member's new inquiry; the lists that show it are read again. */
export const useCreateInquiry = changeHook(CALL_PATHS.createInquiry, [MY_INQUIRIES_KEY, ALL_INQUIRIES_KEY]);
/** The createGuestInquiry call: a visitor's inquiry (answered by e-mail). */
export const useCreateGuestInquiry = changeHook(CALL_PATHS.createGuestInquiry, [ALL_INQUIRIES_KEY]);
/** The answerInquiry call: provider staff answer; the writer is told by e-mail. */
export const useAnswerInquiry = changeHook(CALL_PATHS.answerInquiry, [INQUIRY_DETAIL_KEY, ALL_INQUIRIES_KEY, MY_INQUIRIES_KEY]);
