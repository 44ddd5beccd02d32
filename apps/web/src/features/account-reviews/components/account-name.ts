import type { AccountReviewDetail } from '@rentals/shared/resources/account-reviews';

export const accountName = (review: AccountReviewDetail) => review.user.name || review.user.email;
