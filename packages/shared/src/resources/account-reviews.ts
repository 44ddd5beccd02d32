// Account reviews (issue 16 section 1): /support/account-reviews lists new landlords and flagged accounts,
// open ones first and oldest first, each with its fraud signals explained (kind, weight, evidence); support
// approves, asks for documents (an email with the agent's message) or suspends (the account's listings hidden).
import { z } from 'zod';
import { text } from '../fields.ts';
import { listQuerySchema, pagedSchema } from '../pagination.ts';

export const ACCOUNT_REVIEW_STATUSES = ['waiting', 'documents_requested', 'approved', 'suspended'] as const;
export type AccountReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];
/** The statuses still waiting for a decision. */
export const OPEN_REVIEW_STATUSES: readonly AccountReviewStatus[] = ['waiting', 'documents_requested'];

export const ACCOUNT_SIGNAL_KINDS = [
  'sharedContact',
  'reusedPhotos',
  'lowRent',
  'reusedText',
  'firstHourBurst',
  'disposableEmail',
] as const;
export type AccountSignalKind = (typeof ACCOUNT_SIGNAL_KINDS)[number];

/** The list's sorts: the queue order (open first, then oldest first) or the score, highest first. */
export const ACCOUNT_REVIEW_SORTS = ['queuedAt', '-queuedAt', '-score', 'score'] as const;
export const DOCUMENTS_MESSAGE_MAX = 2_000;
export const SUSPEND_NOTE_MAX = 1_000;

export const ACCOUNT_REVIEW_STATUS_FILTERS = ['open', ...ACCOUNT_REVIEW_STATUSES, 'all'] as const;

export const accountReviewListQuery = listQuerySchema.extend({
  sort: z.enum(ACCOUNT_REVIEW_SORTS).default('queuedAt'),
  status: z.enum(ACCOUNT_REVIEW_STATUS_FILTERS).default('open'),
  signal: z.enum(ACCOUNT_SIGNAL_KINDS).optional(),
});
export type AccountReviewListQuery = z.input<typeof accountReviewListQuery>;

const lowRentEvidence = z.object({
  threshold: z.number(),
  listings: z.array(
    z.object({
      listingId: z.number(),
      title: z.string(),
      rent: z.number(),
      beds: z.number(),
      city: z.string(),
      median: z.number(),
      sample: z.number(),
      percent: z.number(),
    }),
  ),
});
const otherAccount = { otherUserId: z.number().nullable(), otherUserEmail: z.string().nullable() };
const reusedPhotosEvidence = z.object({
  maxDistance: z.number(),
  matches: z.array(
    z.object({
      listingId: z.number(),
      photoId: z.number(),
      otherListingId: z.number(),
      otherPhotoId: z.number(),
      distance: z.number(),
      ...otherAccount,
    }),
  ),
});
const reusedTextEvidence = z.object({
  matches: z.array(z.object({ listingId: z.number(), otherListingId: z.number(), ...otherAccount })),
});
const sharedContactEvidence = z.object({
  matches: z.array(
    z.object({ otherUserId: z.number(), otherUserEmail: z.string(), match: z.string(), value: z.string() }),
  ),
});

export const accountSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lowRent'), weight: z.number(), evidence: lowRentEvidence }),
  z.object({ kind: z.literal('reusedPhotos'), weight: z.number(), evidence: reusedPhotosEvidence }),
  z.object({ kind: z.literal('reusedText'), weight: z.number(), evidence: reusedTextEvidence }),
  z.object({ kind: z.literal('sharedContact'), weight: z.number(), evidence: sharedContactEvidence }),
  z.object({
    kind: z.literal('firstHourBurst'),
    weight: z.number(),
    evidence: z.object({ count: z.number(), threshold: z.number() }),
  }),
  z.object({ kind: z.literal('disposableEmail'), weight: z.number(), evidence: z.object({ domain: z.string() }) }),
]);
export type AccountSignal = z.infer<typeof accountSignalSchema>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const accountReviewRowSchema = z.object({
  id: z.number(),
  status: z.enum(ACCOUNT_REVIEW_STATUSES),
  origin: z.enum(['new_landlord', 'flagged']),
  queuedAt: z.string(),
  score: z.number(),
  signalKinds: z.array(z.enum(ACCOUNT_SIGNAL_KINDS)),
  user: person.extend({ status: z.string(), createdAt: z.string() }),
  listingCount: z.number(),
});
export type AccountReviewRow = z.infer<typeof accountReviewRowSchema>;

export const accountReviewListSchema = pagedSchema(accountReviewRowSchema);
export type AccountReviewList = z.infer<typeof accountReviewListSchema>;

export const accountReviewDetailSchema = accountReviewRowSchema.extend({
  signals: z.array(accountSignalSchema),
  signalsComputedAt: z.string().nullable(),
  reasons: z.array(z.object({ reason: z.string(), note: z.string().optional(), at: z.string() })),
  user: person.extend({
    status: z.string(),
    createdAt: z.string(),
    phone: z.string().nullable(),
    companyId: z.number().nullable(),
    companyName: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
  listings: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.string(),
      rent: z.number(),
      beds: z.number(),
      city: z.string(),
      createdAt: z.string(),
    }),
  ),
  decidedBy: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type AccountReviewDetail = z.infer<typeof accountReviewDetailSchema>;

export const requestDocumentsSchema = z.object({ message: text().trim().min(1).max(DOCUMENTS_MESSAGE_MAX) });
export const suspendAccountSchema = z.object({ note: text().trim().max(SUSPEND_NOTE_MAX).optional() });
export const approveAccountSchema = z.object({ note: text().trim().max(SUSPEND_NOTE_MAX).optional() });
