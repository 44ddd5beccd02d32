// Why a company was not renewed, in words a support agent can act on (English and French).
import type { Locale } from '@rentals/shared';
import type { RenewalFailure } from '@rentals/shared/resources/membership-renewals';

const REASONS: Record<RenewalFailure, { en: string; fr: string }> = {
  company_missing: { en: 'The company no longer exists.', fr: "L'entreprise n'existe plus." },
  no_membership_bundle: {
    en: 'The membership bundle is not on sale any more.',
    fr: "Le forfait d'adhésion n'est plus en vente.",
  },
  no_saved_card: { en: 'The company has no saved card.', fr: "L'entreprise n'a pas de carte enregistrée." },
  no_billing_information: {
    en: 'The company has no billing information.',
    fr: "L'entreprise n'a pas d'informations de facturation.",
  },
  no_account_holder: { en: 'The company has no account to bill.', fr: "L'entreprise n'a aucun compte à facturer." },
  card_declined: { en: 'The card was declined.', fr: 'La carte a été refusée.' },
  insufficient_funds: { en: 'The card has insufficient funds.', fr: 'La carte a des fonds insuffisants.' },
  authentication_required: {
    en: 'The bank asks the cardholder to confirm the payment.',
    fr: 'La banque demande au titulaire de confirmer le paiement.',
  },
  payment_failed: { en: 'The payment did not go through.', fr: "Le paiement n'a pas abouti." },
};

export const renewalReason = (reason: RenewalFailure, locale: Locale) => REASONS[reason][locale];
