import { formatPrice } from '@/contract';
import { useSiteIdentity } from '@/lib/site-identity';
import { PriceTag } from './price-tag';

/** The school's prices in words ("$12.50", "Free" for 0), in its currency and language. */
export function usePriceText(): (value: number) => string {
  const { settings } = useSiteIdentity();
  return (value) => formatPrice(settings, value);
}

/** A price as money in the school's currency ("$12.50", "Free" for 0), wherever a meeting or course shows one. */
export function Price({ value, className }: { value: number; className?: string }) {
  return <PriceTag text={usePriceText()(value)} className={className} />;
}
