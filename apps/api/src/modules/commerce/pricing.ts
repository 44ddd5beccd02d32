// What a bundle costs with a promo code and the buyer's province's taxes (examples/credit-ledger.md, "Money"):
// integer cents throughout; each tax line rounded half up on the discounted subtotal; the total is exactly
// subtotal - discount + the tax lines (the orders table checks it too).

/** A tax as charged: its name and rate in thousandths of a percent (9.975% = 9975). */
export interface TaxRate {
  name: string;
  rate: number;
}

export interface PromoTerms {
  kind: 'percent' | 'amount' | 'bonus';
  /** percent: 1..100; amount: cents off; bonus: extra credits. */
  value: number;
}

export interface BundleTerms {
  /** In cents, before taxes. */
  price: number;
  credits: number;
  bonusCredits: number;
}

export interface Quote {
  subtotal: number;
  discount: number;
  /** Extra credits from a bonus promo code. */
  promoCredits: number;
  taxLines: { name: string; rate: number; amount: number }[];
  tax: number;
  total: number;
  /** Everything the order grants: the bundle's credits, its bonus and the promo's. */
  totalCredits: number;
}

const RATE_SCALE = 100_000;

/** `amount * rate / 100000`, rounded half up, in integers (amounts are far below 2^53 / 100000). */
export const taxOn = (amount: number, rate: number) => Math.floor((amount * rate * 2 + RATE_SCALE) / (2 * RATE_SCALE));

export function quote(bundle: BundleTerms, promo: PromoTerms | null, taxes: TaxRate[]): Quote {
  const subtotal = bundle.price;
  let discount = 0;
  let promoCredits = 0;
  if (promo?.kind === 'percent') discount = taxOn(subtotal, promo.value * 1000);
  else if (promo?.kind === 'amount') discount = Math.min(promo.value, subtotal);
  else if (promo?.kind === 'bonus') promoCredits = promo.value;
  const taxable = subtotal - discount;
  const taxLines = taxes.map(({ name, rate }) => ({ name, rate, amount: taxOn(taxable, rate) }));
  const tax = taxLines.reduce((sum, line) => sum + line.amount, 0);
  return {
    subtotal,
    discount,
    promoCredits,
    taxLines,
    tax,
    total: taxable + tax,
    totalCredits: bundle.credits + bundle.bonusCredits + promoCredits,
  };
}

/** "9.975%", "13%": a rate for people. */
export const formatRate = (rate: number) => `${(rate / 1000).toString()}%`;
